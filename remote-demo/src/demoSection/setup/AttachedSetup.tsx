import { appControl } from '@mars/shared';
import { CODECS, CONNECTIONS, DEMO_SETUP_VERSION, RESOLUTIONS, SETUP_LABELS, SETUP_LIMITS, SETUP_PARAMS } from '@mars/shared/demo-setup';
import { SetupBox } from './AttachedSetup.styles';
import type { SetupDraft } from './draft';
import type { SetupTexts } from './texts';

export interface AttachedSetupProps {
  t: SetupTexts;
  /** Prefix of the block's ids. */
  id: string;
  setup: SetupDraft;
  /** The setup's problem, as the API or the form's own check words it ('' for none). */
  problem: string;
  /** Where the problem is (`sites[0].cameras[1].count`): that field is marked. */
  problemAt: string;
  onChange: (setup: SetupDraft) => void;
  onRemove: () => void;
}

const OPTIONS = {
  connection: CONNECTIONS.map((v) => [v, SETUP_LABELS.connection[v]] as const),
  codec: CODECS.map((v) => [v, SETUP_LABELS.codec[v]] as const),
  resolution: RESOLUTIONS.map((v) => [v, SETUP_LABELS.resolution[v]] as const),
};

/**
 * The visitor's camera setup, attached to the request: shown site by site, each camera type's
 * count, connection, codec and resolution editable, a type or a site removable, or the whole of it.
 * Its fields are named as the contract's query names them, in its order, so the form posted
 * without JavaScript carries the setup as the address did (the API reads it with setupFromQuery).
 * Removing needs the form's code (a tap before it is held, then carried out).
 */
export function AttachedSetup({ t, id, setup, problem, problemAt, onChange, onRemove }: AttachedSetupProps) {
  const editSite = (i: number, patch: Partial<SetupDraft['sites'][number]>) =>
    onChange({ sites: setup.sites.map((s, k) => (k === i ? { ...s, ...patch } : s)) });
  return (
    <SetupBox aria-describedby={`${id}-setup-error`} data-attached-setup="">
      <legend id={`${id}-setup-title`}>{t.title}</legend>
      <p className="intro">{t.intro}</p>
      <p className="problem" id={`${id}-setup-error`} role="alert">
        {problem}
      </p>
      <input type="hidden" name={SETUP_PARAMS.version} value={DEMO_SETUP_VERSION} />
      {setup.sites.map((site, i) => (
        <fieldset key={i} className="site">
          <legend>{t.site(i + 1)}</legend>
          <label>
            {t.siteName}
            <input
              name={SETUP_PARAMS.site}
              value={site.name}
              maxLength={SETUP_LIMITS.siteName}
              autoComplete="off"
              aria-invalid={problemAt === `sites[${i}].name`}
              onChange={(e) => editSite(i, { name: e.target.value })}
            />
          </label>
          {site.cameras.map((group, j) => {
            const at = `sites[${i}].cameras[${j}]`;
            const edit = (patch: Partial<typeof group>) =>
              editSite(i, { cameras: site.cameras.map((g, k) => (k === j ? { ...g, ...patch } : g)) });
            const select = (field: 'connection' | 'codec' | 'resolution', label: string) => (
              <label>
                {label}
                <select
                  name={SETUP_PARAMS[field]}
                  value={group[field]}
                  aria-invalid={problemAt === `${at}.${field}`}
                  onChange={(e) => edit({ [field]: e.target.value })}
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
              <fieldset key={j} className="group">
                <legend>{t.group(j + 1)}</legend>
                <div className="fields">
                  <label>
                    {t.count}
                    <input
                      name={SETUP_PARAMS.count}
                      value={group.count}
                      inputMode="numeric"
                      maxLength={5}
                      autoComplete="off"
                      aria-invalid={problemAt === `${at}.count`}
                      aria-describedby={problemAt === `${at}.count` ? `${id}-setup-error` : undefined}
                      onChange={(e) => edit({ count: e.target.value })}
                    />
                  </label>
                  {select('connection', t.connection)}
                  {select('codec', t.codec)}
                  {select('resolution', t.resolution)}
                </div>
                {site.cameras.length > 1 && (
                  <button
                    type="button"
                    {...appControl}
                    className="remove"
                    onClick={() => editSite(i, { cameras: site.cameras.filter((_, k) => k !== j) })}
                  >
                    {t.removeGroup(j + 1)}
                    <span className="visually-hidden">{t.ofSite(i + 1)}</span>
                  </button>
                )}
              </fieldset>
            );
          })}
          {setup.sites.length > 1 && (
            <button
              type="button"
              {...appControl}
              className="remove"
              onClick={() => onChange({ sites: setup.sites.filter((_, k) => k !== i) })}
            >
              {t.removeSite(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" {...appControl} className="remove-all" onClick={onRemove}>
        {t.remove}
      </button>
    </SetupBox>
  );
}
