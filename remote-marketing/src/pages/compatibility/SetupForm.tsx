import { appControl, appIntent } from '@mars/shared';
import { CODECS, CONNECTIONS, DEMO_SETUP_VERSION, RESOLUTIONS, SETUP_LABELS, SETUP_LIMITS, SETUP_PARAMS } from '@mars/shared/demo-setup';
import type { FormEvent, MouseEvent, Ref } from 'react';
import { useHref } from 'react-router-dom';
import { COMPATIBILITY } from '../../catalog/compatibility';
import { ANSWER_ID } from './AnswerView';
import { CHANGE_PARAM, changeValue, type FormChange } from './addressDraft';
import { Form, Group, Quiet, Site, Submit } from './CompatibilityPage.styles';
import { countProblem, type GroupDraft, type SiteDraft } from './setupDraft';
import type { CompatibilityTexts } from './texts';

export interface SetupFormProps {
  t: CompatibilityTexts['form'];
  title: string;
  sites: SiteDraft[];
  formRef?: Ref<HTMLFormElement>;
  /** The submit button, with the app (the answer follows every change already). */
  onSubmit: (e: FormEvent) => void;
  onSite: (site: string, name: string) => void;
  onGroup: (site: string, group: string, patch: Partial<Omit<GroupDraft, 'key'>>) => void;
  onAddGroup: (site: string) => void;
  onRemoveGroup: (site: string, group: string) => void;
  onAddSite: () => void;
  onRemoveSite: (site: string) => void;
}

const OPTIONS = {
  connection: CONNECTIONS.map((v) => [v, SETUP_LABELS.connection[v]] as const),
  codec: CODECS.map((v) => [v, SETUP_LABELS.codec[v]] as const),
  resolution: RESOLUTIONS.map((v) => [v, SETUP_LABELS.resolution[v]] as const),
};

/**
 * What a button that adds or removes sends without JavaScript: its change (the page's HTML for that
 * address has it made, addressDraft.ts), reopening the page at the site it changed. With the app its
 * click is its own (`appControl`: one tapped before the app came is carried out then), and nothing is sent.
 */
function changeButton(action: string, change: FormChange, site: number, onClick: () => void) {
  return {
    type: 'submit' as const,
    name: CHANGE_PARAM,
    value: changeValue(change),
    formAction: `${action}#compat-site-${site}`,
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      onClick();
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
 * typed meanwhile is kept. With the app, every change answers at once and nothing is sent.
 */
export function SetupForm(p: SetupFormProps) {
  const { t } = p;
  // This page in the page's country (`/in/camera-compatibility`), opened at the answer.
  const action = useHref(COMPATIBILITY.path);
  return (
    <Form
      ref={p.formRef}
      method="get"
      action={`${action}#${ANSWER_ID}`}
      onSubmit={p.onSubmit}
      aria-labelledby="compat-form-title"
      noValidate
      {...appIntent}
    >
      {/* Enter in a field presses a form's first submit button: this one, not "Add another camera type". */}
      <Submit type="submit" className="default" tabIndex={-1} aria-hidden="true">
        {t.show}
      </Submit>
      <h2 id="compat-form-title">{p.title}</h2>
      <input type="hidden" name={SETUP_PARAMS.version} value={DEMO_SETUP_VERSION} />
      {p.sites.map((site, i) => {
        const n = i + 1;
        return (
          <Site key={site.key} id={`compat-site-${n}`} data-site={n}>
            <legend>{t.site(n)}</legend>
            <label>
              {t.siteName}
              <input
                id={`compat-${site.key}-name`}
                name={SETUP_PARAMS.site}
                value={site.name}
                maxLength={SETUP_LIMITS.siteName}
                placeholder={t.siteNamePlaceholder}
                autoComplete="off"
                onChange={(e) => p.onSite(site.key, e.target.value)}
              />
            </label>
            {site.groups.map((group, j) => (
              <GroupFields
                key={group.key}
                t={t}
                site={site}
                group={group}
                siteNumber={n}
                number={j + 1}
                action={action}
                onGroup={p.onGroup}
                onRemoveGroup={p.onRemoveGroup}
              />
            ))}
            <Quiet
              {...changeButton(action, { add: 'group', site: n }, n, () => p.onAddGroup(site.key))}
              disabled={site.groups.length >= SETUP_LIMITS.groupsPerSite}
            >
              {t.addGroup}
            </Quiet>
            {p.sites.length > 1 && (
              <Quiet
                {...changeButton(action, { remove: 'site', site: n }, Math.max(1, n - 1), () => p.onRemoveSite(site.key))}
                className="remove"
              >
                {t.removeSite(n)}
              </Quiet>
            )}
          </Site>
        );
      })}
      <Quiet {...changeButton(action, { add: 'site' }, p.sites.length + 1, p.onAddSite)} disabled={p.sites.length >= SETUP_LIMITS.sites}>
        {t.addSite}
      </Quiet>
      <p className="limits">{t.limits}</p>
      <Submit type="submit">{t.show}</Submit>
    </Form>
  );
}

function GroupFields({
  t,
  site,
  group,
  siteNumber,
  number,
  action,
  onGroup,
  onRemoveGroup,
}: Pick<SetupFormProps, 't' | 'onGroup' | 'onRemoveGroup'> & {
  site: SiteDraft;
  group: GroupDraft;
  siteNumber: number;
  number: number;
  action: string;
}) {
  const id = `compat-${site.key}-${group.key}`;
  const invalid = countProblem(group.count);
  const select = (field: 'connection' | 'codec' | 'resolution', label: string) => (
    <label>
      {label}
      <select
        id={`${id}-${field}`}
        name={SETUP_PARAMS[field]}
        value={group[field]}
        onChange={(e) => onGroup(site.key, group.key, { [field]: e.target.value } as Partial<GroupDraft>)}
      >
        {OPTIONS[field].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
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
              id={`${id}-count`}
              name={SETUP_PARAMS.count}
              value={group.count}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              aria-invalid={invalid}
              aria-describedby={`${id}-count-problem`}
              onChange={(e) => onGroup(site.key, group.key, { count: e.target.value })}
            />
          </label>
          <p className="problem" id={`${id}-count-problem`}>
            {invalid ? t.countProblem : ''}
          </p>
        </div>
        {select('connection', t.connection)}
        {select('codec', t.codec)}
        {select('resolution', t.resolution)}
      </div>
      {site.groups.length > 1 && (
        <Quiet
          {...changeButton(action, { remove: 'group', site: siteNumber, group: number }, siteNumber, () =>
            onRemoveGroup(site.key, group.key),
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
