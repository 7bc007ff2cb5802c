import { appControl, appIntent } from '@mars/shared';
import { DEMO_SETUP_VERSION, SETUP_CHOICES, SETUP_LIMITS, SETUP_PARAMS, type SetupChoice } from '@mars/shared/demo-setup';
import {
  type DraftAction,
  type DraftField,
  type GroupDraft,
  type SetupDraft,
  type SiteDraft,
  typedCountProblem,
} from '@mars/shared/demo-setup-draft';
import { ChoiceField } from '@mars/shared/demo-setup-fields';
import { type Dispatch, type FormEvent, type MouseEvent, type Ref, useEffect } from 'react';
import { useHref } from 'react-router-dom';
import { COMPATIBILITY } from '../../catalog/compatibility';
import { ANSWER_ID } from './AnswerView';
import { CHANGE_PARAM, changeValue, type FormChange } from './addressDraft';
import { Form, Group, Quiet, Site, Submit } from './CompatibilityPage.styles';
import type { CompatibilityTexts } from './texts';

export interface SetupFormProps {
  t: CompatibilityTexts;
  draft: SetupDraft;
  dispatch: Dispatch<DraftAction>;
  formRef?: Ref<HTMLFormElement>;
  /** The submit button, with the app (the answer follows every change already). */
  onSubmit: (e: FormEvent) => void;
}

/** A field's id, by the draft's keys: the markup's, and where the focus goes after a change. */
const fieldId = ({ site, group }: DraftField, field = group ? 'count' : 'name') => `compat-${group ?? site}-${field}`;

/**
 * What a button that adds or removes sends without JavaScript: its change (the page's HTML for that
 * address has it made, addressDraft.ts), reopening the page at the site it changed. With the app its
 * click is the form's action (`appControl`: one tapped before the app came is carried out then), and
 * nothing is sent.
 */
function changeButton(formAction: string, change: FormChange, site: number, act: () => void) {
  return {
    type: 'submit' as const,
    name: CHANGE_PARAM,
    value: changeValue(change),
    formAction: `${formAction}#compat-site-${site}`,
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      act();
    },
    ...appControl,
  };
}

/**
 * The visitor's sites, each with its camera types: how many, how they connect, their codec and
 * resolution. A GET form to this page whose fields are the setup's own parameters (`setup`, `site`,
 * `count`, …), in the order the contract reads them: sent (its button, Enter in a field) before or
 * without the app, it opens this page at its answer for that setup, which the page's HTML shows.
 * Reaching into it (focus, the pointer, a key: `appIntent`) is when the page fetches the app; what was
 * typed meanwhile is kept. With the app, every change is an action on the draft and answers at once;
 * nothing is sent.
 */
export function SetupForm({ t: { form: t, toolTitle }, draft, dispatch, formRef, onSubmit }: SetupFormProps) {
  // This page in the page's country (`/in/camera-compatibility`), opened at the answer.
  const action = useHref(COMPATIBILITY.path);
  // The field the last change put the focus on, once it is on screen.
  useEffect(() => {
    if (draft.focus) document.getElementById(fieldId(draft.focus))?.focus();
  }, [draft.focus]);
  return (
    <Form
      ref={formRef}
      method="get"
      action={`${action}#${ANSWER_ID}`}
      onSubmit={onSubmit}
      aria-labelledby="compat-form-title"
      noValidate
      {...appIntent}
    >
      {/* Enter in a field presses a form's first submit button: this one, not "Add another camera type". */}
      <Submit type="submit" className="default" tabIndex={-1} aria-hidden="true">
        {t.show}
      </Submit>
      <h2 id="compat-form-title">{toolTitle}</h2>
      <input type="hidden" name={SETUP_PARAMS.version} value={DEMO_SETUP_VERSION} />
      {draft.sites.map((site, i) => {
        const n = i + 1;
        return (
          <Site key={site.key} id={`compat-site-${n}`} data-site={n}>
            <legend>{t.site(n)}</legend>
            <label>
              {t.siteName}
              <input
                id={fieldId({ site: site.key })}
                name={SETUP_PARAMS.site}
                value={site.name}
                maxLength={SETUP_LIMITS.siteName}
                placeholder={t.siteNamePlaceholder}
                autoComplete="off"
                onChange={(e) => dispatch({ type: 'edit-site', site: site.key, name: e.target.value })}
              />
            </label>
            {site.cameras.map((group, j) => (
              <GroupFields
                key={group.key}
                t={t}
                site={site}
                siteNumber={n}
                group={group}
                number={j + 1}
                action={action}
                dispatch={dispatch}
              />
            ))}
            <Quiet
              {...changeButton(action, { add: 'group', site: n }, n, () => dispatch({ type: 'add-group', site: site.key }))}
              disabled={site.cameras.length >= SETUP_LIMITS.groupsPerSite}
            >
              {t.addGroup}
            </Quiet>
            {draft.sites.length > 1 && (
              <Quiet
                {...changeButton(action, { remove: 'site', site: n }, Math.max(1, n - 1), () =>
                  dispatch({ type: 'remove-site', site: site.key }),
                )}
                className="remove"
              >
                {t.removeSite(n)}
              </Quiet>
            )}
          </Site>
        );
      })}
      <Quiet
        {...changeButton(action, { add: 'site' }, draft.sites.length + 1, () => dispatch({ type: 'add-site' }))}
        disabled={draft.sites.length >= SETUP_LIMITS.sites}
      >
        {t.addSite}
      </Quiet>
      <p className="limits">{t.limits}</p>
      <Submit type="submit">{t.show}</Submit>
    </Form>
  );
}

/** One camera type's fields: its count (with its problem), its choices, and its remove button. */
function GroupFields({
  t,
  site,
  siteNumber,
  group,
  number,
  action,
  dispatch,
}: Pick<SetupFormProps, 'dispatch'> & {
  t: CompatibilityTexts['form'];
  site: SiteDraft;
  siteNumber: number;
  group: GroupDraft;
  /** Its number in the site. */
  number: number;
  action: string;
}) {
  const at = { site: site.key, group: group.key };
  const invalid = typedCountProblem(group.count) !== null;
  const edit = (field: 'count' | SetupChoice, value: string) => dispatch({ type: 'edit-group', ...at, field, value });
  return (
    <Group data-group={number}>
      <legend>
        <span className="visually-hidden">{t.groupOfSite(siteNumber)}</span>
        {t.group(number)}
      </legend>
      <div className="fields">
        <div>
          <label>
            {t.count}
            <input
              id={fieldId(at)}
              name={SETUP_PARAMS.count}
              value={group.count}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              aria-invalid={invalid}
              aria-describedby={fieldId(at, 'count-problem')}
              onChange={(e) => edit('count', e.target.value)}
            />
          </label>
          <p className="problem" id={fieldId(at, 'count-problem')}>
            {invalid ? t.countProblem : ''}
          </p>
        </div>
        {SETUP_CHOICES.map((choice) => (
          <ChoiceField key={choice} choice={choice} label={t[choice]} value={group[choice]} onChoice={(value) => edit(choice, value)} />
        ))}
      </div>
      {site.cameras.length > 1 && (
        <Quiet
          {...changeButton(action, { remove: 'group', site: siteNumber, group: number }, siteNumber, () =>
            dispatch({ type: 'remove-group', ...at }),
          )}
          className="remove"
        >
          {t.removeGroup(number)}
          <span className="visually-hidden">{t.removeGroupOfSite(siteNumber)}</span>
        </Quiet>
      )}
    </Group>
  );
}
