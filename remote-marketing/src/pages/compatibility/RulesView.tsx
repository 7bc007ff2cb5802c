import { CAMERA_SUPPORT, type CameraSupport } from '@mars/shared/camera-support';
import { CODECS, CONNECTIONS, SETUP_LABELS } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS, type ProductFacts } from '@mars/shared/products';
import { Link } from 'react-router-dom';
import { Rules } from './CompatibilityPage.styles';
import { byCapacity, sizeSite, sizingRuns } from './sizing';
import { type CompatibilityTexts, codecsRead, devicesText } from './texts';

/** The table of devices by camera count goes this far: a large single site, and the persona's forty cameras well inside it. */
export const RUNS_UP_TO = 60;
/** The worked example: the site, its 30 cameras that work. */
const EXAMPLE_CAMERAS = 30;

/**
 * Every rule the calculator follows, from the same facts: how each connection and codec is
 * answered and why, what is counted, how the devices are chosen (with a worked example the rules
 * compute), each device's capacity and the devices for every count up to RUNS_UP_TO. The page's
 * HTML has it all, so a visitor without JavaScript can work the answer out by hand.
 */
export function RulesView({
  t,
  support = CAMERA_SUPPORT,
  catalog = PRODUCT_FACTS,
}: {
  t: CompatibilityTexts;
  support?: CameraSupport;
  catalog?: Readonly<Record<string, ProductFacts>>;
}) {
  const r = t.rules;
  const read = codecsRead(support);
  const [largestId, largestCameras = 0] = byCapacity(catalog)[0] ?? [];
  const largest = { name: catalog[largestId ?? '']?.name ?? '', cameras: largestCameras };
  const example = sizeSite(EXAMPLE_CAMERAS, catalog);
  return (
    <Rules aria-labelledby="compat-rules-title">
      <h2 id="compat-rules-title">{r.title}</h2>
      <p>{r.intro}</p>
      <h3>{r.connectionTitle}</h3>
      <ul className="rules">
        {CONNECTIONS.map((c) => (
          <li key={c}>
            <strong>{SETUP_LABELS.connection[c]}</strong>: {r.connectionAnswer[support.connection[c]]}.{' '}
            {t.reasons.connection[support.connection[c]]}
          </li>
        ))}
      </ul>
      <h3>{r.codecTitle}</h3>
      <ul className="rules">
        {CODECS.map((c) => (
          <li key={c}>
            <strong>{SETUP_LABELS.codec[c]}</strong>: {r.codecAnswer[support.codec[c]]}. {t.reasons.codec[support.codec[c]](c, read)}
          </li>
        ))}
      </ul>
      <p>{r.resolution}</p>
      <h3>{r.sizingTitle}</h3>
      <p>{r.counting}</p>
      <ol>
        {r.sizingSteps(largest).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{r.example(EXAMPLE_CAMERAS, largest.cameras, example, devicesText(example.devices, catalog))}</p>
      <h3 id="compat-capacity-title">{r.capacityTitle}</h3>
      <table aria-labelledby="compat-capacity-title">
        <thead>
          <tr>
            <th scope="col">{r.capacityColumns.device}</th>
            <th scope="col">{r.capacityColumns.cameras}</th>
            <th scope="col">{r.capacityColumns.target}</th>
          </tr>
        </thead>
        <tbody>
          {byCapacity(catalog).map(([id, cameras]) => {
            const product = catalog[id];
            return (
              <tr key={id}>
                <th scope="row">{product?.href ? <Link to={product.href}>{product.name}</Link> : product?.name}</th>
                <td className="number">{cameras}</td>
                <td>{product?.target}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 id="compat-runs-title">{r.runsTitle(RUNS_UP_TO)}</h3>
      <table aria-labelledby="compat-runs-title">
        <thead>
          <tr>
            <th scope="col">{r.runsColumns.cameras}</th>
            <th scope="col">{r.runsColumns.devices}</th>
          </tr>
        </thead>
        <tbody>
          {sizingRuns(RUNS_UP_TO, catalog).map(({ from, to, devices }) => (
            <tr key={from}>
              <td className="number">{from === to ? from : `${from}–${to}`}</td>
              <td>{devicesText(devices, catalog)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Rules>
  );
}
