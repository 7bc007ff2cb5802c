/**
 * Build-time only: the demo section as HTML for the edge (see shared/src/protocol/firstView/firstViewKey.ts).
 * A real form that posts to the API, so a visitor without JavaScript can ask for a demo too: at
 * rest, and in its outcome state (the API sends a posted form back to the page with the outcome in
 * the query; the edge fills in the visitor's values, each field's problem and the notice).
 */
import { siteStore } from '@mars/shared';
import {
  configToken,
  FORM_NOTICE_TOKEN,
  FORM_TOKEN_TOKEN,
  formErrorToken,
  formInvalidToken,
  formValueToken,
  PAGE_URL_TOKEN,
} from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { ADDRESS_VIEWS, DEMO_SECTION_VIEW } from './addressViews';
import { DemoSectionView, type DemoSectionViewProps, SECTION_ID } from './demoSection/DemoSectionView';
import { OUTCOME_PARAM } from './demoSection/outcome';
import { TEXTS } from './locale/texts';
import { COUNTRY_CODES, EMPTY_FORM, FIELD_NAMES, type FieldName, ISSUE_CODES, messageFor } from './schema/demoRequest';

const perField = (token: (field: string) => string) =>
  Object.fromEntries(FIELD_NAMES.map((f) => [f, token(f)])) as Record<FieldName, string>;

export default () => {
  const texts = () => TEXTS[siteStore.getState().country];
  // The store's country is the one being rendered (renderFirstViews sets it).
  const base = (): DemoSectionViewProps => ({
    t: texts(),
    id: SECTION_ID,
    apiBase: configToken('apiBase'),
    returnTo: PAGE_URL_TOKEN,
    // The edge fills it from the config of the page's variant.
    composition: configToken('composition'),
    formToken: FORM_TOKEN_TOKEN,
    values: EMPTY_FORM,
    errors: {},
    invalid: {},
    notice: null,
    submitting: false,
    honeypot: '',
  });
  return renderFirstViews(
    {
      [DEMO_SECTION_VIEW]: () => ({
        form: {
          param: OUTCOME_PARAM,
          idle: <DemoSectionView {...base()} />,
          outcome: Object.fromEntries(
            COUNTRY_CODES.map((c) => [
              c.value,
              <DemoSectionView
                key={c.value}
                {...base()}
                values={{ ...perField(formValueToken), countryCode: c.value }}
                errors={perField(formErrorToken)}
                invalid={perField(formInvalidToken)}
                notice={FORM_NOTICE_TOKEN}
              />,
            ]),
          ),
          select: 'countryCode',
          fields: [...FIELD_NAMES],
          messages: Object.fromEntries(FIELD_NAMES.map((f) => [f, Object.fromEntries(ISSUE_CODES.map((c) => [c, messageFor(f, c)]))])),
          notices: texts().notices,
        },
      }),
    },
    // With a camera setup in the address, the release's renderer composes the section (viewRenderer.tsx).
    { addressViews: ADDRESS_VIEWS },
  );
};
