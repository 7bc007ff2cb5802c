import { appControl } from '@mars/shared';
import { DEMO_SETUP_VERSION, SETUP_CHOICES, SETUP_LIMITS, SETUP_PARAMS } from '@mars/shared/demo-setup';
import type { DraftField, SetupDraft } from '@mars/shared/demo-setup-draft';
import { ChoiceField } from '@mars/shared/demo-setup-fields';
import { type Dispatch, useEffect } from 'react';
import { SetupBox } from './AttachedSetup.styles';
import type { AttachedAction } from './draft';
import type { SetupTexts } from './texts';

export interface AttachedSetupProps {
  t: SetupTexts;
  /** Prefix of the block's ids. */
  id: string;
  draft: SetupDraft;
  dispatch: Dispatch<AttachedAction>;
  /** The setup's problem, as the API or the form's own check words it ('' for none). */
  problem: string;
  /** Where the problem is (`sites[0].cameras[1].count`): that field is marked. */
  problemAt: string;
}

/** A field's id, by the draft's keys: the markup's, and where the focus goes after a removal. */
const fieldId = (prefix: string, { site, group }: DraftField) => (group ? `${prefix}-${group}-count` : `${prefix}-${site}-name`);

/**
 * The visitor's camera setup, attached to the request: shown site by site, each camera type's
 * count, connection, codec and resolution editable, a type or a site removable (the focus goes to
 * its neighbour), or the whole of it. Its fields are named as the contract's query names them, in
 * its order, so the form posted without JavaScript carries the setup as the address did (the API
 * reads it with setupFromQuery). Removing needs the form's code (a tap before it is held, then
 * carried out).
 */
export function AttachedSetup({ t, id, draft, dispatch, problem, problemAt }: AttachedSetupProps) {
  // The field a removal put the focus on (the neighbour of what went), once it is on screen.
  useEffect(() => {
    if (draft.focus) document.getElementById(fieldId(id, draft.focus))?.focus();
  }, [id, draft.focus]);
  return (
    <SetupBox aria-describedby={`${id}-setup-error`} data-attached-setup="">
      <legend id={`${id}-setup-title`}>{t.title}</legend>
      <p className="intro">{t.intro}</p>
      <p className="problem" id={`${id}-setup-error`} role="alert">
        {problem}
      </p>
      <input type="hidden" name={SETUP_PARAMS.version} value={DEMO_SETUP_VERSION} />
      {draft.sites.map((site, i) => (
        <fieldset key={site.key} className="site">
          <legend>{t.site(i + 1)}</legend>
          <label>
            {t.siteName}
            <input
              id={fieldId(id, { site: site.key })}
              name={SETUP_PARAMS.site}
              value={site.name}
              maxLength={SETUP_LIMITS.siteName}
              autoComplete="off"
              aria-invalid={problemAt === `sites[${i}].name`}
              onChange={(e) => dispatch({ type: 'edit-site', site: site.key, name: e.target.value })}
            />
          </label>
          {site.cameras.map((group, j) => {
            const at = `sites[${i}].cameras[${j}]`;
            const keys = { site: site.key, group: group.key };
            return (
              <fieldset key={group.key} className="group">
                <legend>{t.group(j + 1)}</legend>
                <div className="fields">
                  <label>
                    {t.count}
                    <input
                      id={fieldId(id, keys)}
                      name={SETUP_PARAMS.count}
                      value={group.count}
                      inputMode="numeric"
                      maxLength={5}
                      autoComplete="off"
                      aria-invalid={problemAt === `${at}.count`}
                      aria-describedby={problemAt === `${at}.count` ? `${id}-setup-error` : undefined}
                      onChange={(e) => dispatch({ type: 'edit-group', ...keys, field: 'count', value: e.target.value })}
                    />
                  </label>
                  {SETUP_CHOICES.map((choice) => (
                    <ChoiceField
                      key={choice}
                      choice={choice}
                      label={t[choice]}
                      value={group[choice]}
                      aria-invalid={problemAt === `${at}.${choice}`}
                      onChoice={(value) => dispatch({ type: 'edit-group', ...keys, field: choice, value })}
                    />
                  ))}
                </div>
                {site.cameras.length > 1 && (
                  <button type="button" {...appControl} className="remove" onClick={() => dispatch({ type: 'remove-group', ...keys })}>
                    {t.removeGroup(j + 1)}
                    <span className="visually-hidden">{t.removeGroupOfSite(i + 1)}</span>
                  </button>
                )}
              </fieldset>
            );
          })}
          {draft.sites.length > 1 && (
            <button type="button" {...appControl} className="remove" onClick={() => dispatch({ type: 'remove-site', site: site.key })}>
              {t.removeSite(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" {...appControl} className="remove-all" onClick={() => dispatch({ type: 'remove' })}>
        {t.remove}
      </button>
    </SetupBox>
  );
}
