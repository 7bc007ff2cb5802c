import { pageComposition, useIsFirstViewRender, useSiteStore, useTypedBeforeHydration } from '@mars/shared';
import { addressViewMark, useShowsAddress } from '@mars/shared/address-view';
import { configToken, FORM_TOKEN_TOKEN, PAGE_URL_TOKEN, WAIT_TOKEN } from '@mars/shared/first-view';
import { FORM_TOKEN_FIELD, waitText } from '@mars/shared/form-token';
import { type ChangeEvent, type FormEvent, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DemoTexts, useTexts } from '../locale/texts';
import { DEFAULT_COUNTRY_CODE, EMPTY_FORM, type FieldIssue, type FieldName, fieldsInError, type SETUP_FIELD } from '../schema/demoRequest';
import { DemoSectionView, FORM_ID, SECTION_ID } from './DemoSectionView';
import { type OutcomeState, readOutcome } from './outcome';
import {
  type AttachedAction,
  AttachedSetup,
  attachedFrom,
  attachedReducer,
  checkedSetup,
  SETUP_TEXTS,
  setupFields,
  withoutSetup,
} from './setup';
import { fetchFormToken, submitDemoRequest } from './submitDemoRequest';

type Check = ReturnType<typeof import('../schema/demoRequestRules').checkDemoRequest>;

/**
 * The form's values against the API's rules, loaded at the first submit: zod and the schema were
 * ~36 ms of the task that starts the form on the bench's phone, for a visitor who may never send it
 * (the first submit on a slow network waits a round trip for them). Rules that cannot load check
 * nothing: the API checks the same rules and its answer is shown at the fields.
 */
async function checkAgainstRules(values: Record<string, unknown>): Promise<Check | null> {
  try {
    const { checkDemoRequest } = await import(/* webpackChunkName: "demo-rules" */ '../schema/demoRequestRules');
    return checkDemoRequest(values);
  } catch {
    return null;
  }
}

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const noticeText = (t: DemoTexts, state: OutcomeState, retryAfter = 60) =>
  t.notices[state].split(WAIT_TOKEN).join(waitText(retryAfter));

type Errors = Partial<Record<FieldName | typeof SETUP_FIELD, FieldIssue>>;

/**
 * The form token the edge stamped in the page's form when it sent the page — when the visitor met
 * the form — read as this code takes that form over (its first render: React then keeps the field
 * as it is); '' when there is no such form (the app renders this one). A fresh token would make a
 * submit pressed as the form's code arrives look too fast to the API, and sent with none, unsigned.
 */
const stampedToken = () =>
  globalThis.document?.getElementById(FORM_ID)?.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`)?.value ?? '';

/**
 * Exposed as `demo/DemoSection`. idle → submitting ('Submitting...', disabled) → idle; success
 * toasts, clears the form and resets the code to +1; a failure — the API's error, no answer in time,
 * no network — keeps every value. After the browser's own validation, the form checks the API's
 * rules before sending and shows each problem at its field (the first one gets the focus); the
 * API's answers (a refused field, a rate limit with the wait) are shown the same way.
 * It starts from the outcome in the page's address, so a form posted without JavaScript and sent
 * back by the API reads the same once the app has started. A camera setup in the address (from
 * marketing's compatibility tool, @mars/shared/demo-setup) is attached to the request, shown,
 * editable and removable; one this form cannot read (another major) is left out without a word.
 */
export default function DemoSection({ apiBase }: { apiBase: string }) {
  const t = useTexts();
  const toast = useSiteStore((s) => s.toast);
  const country = useSiteStore((s) => s.country);
  const [params, setParams] = useSearchParams();
  // Rendered outside the browser (the build, the edge's renderer): the values only the edge knows, as its tokens.
  const rendered = useIsFirstViewRender();
  // Whether the page's form shows the setup its address brings (the release's renderer composed it).
  const showsAddress = useShowsAddress(FORM_ID);
  const [initial] = useState(() => readOutcome(params));
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({ ...EMPTY_FORM, ...initial?.values }));
  const [errors, setErrors] = useState<Errors>(initial?.errors ?? {});
  const [notice, setNotice] = useState<string | null>(initial ? noticeText(t, initial.state, initial.retryAfter) : null);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [stamped] = useState(stampedToken);
  const [formToken, setFormToken] = useState(rendered ? FORM_TOKEN_TOKEN : stamped);
  const [setup, dispatchSetup] = useReducer(attachedReducer, null, () => (showsAddress ? attachedFrom(params) : null));
  const [setupAt, setSetupAt] = useState('');
  const inFlight = useRef(false);
  // One key per submission: a retry of unchanged values reuses it, any edit starts a new one.
  const key = useRef(newKey());
  const fields = useRef(new Map<FieldName, HTMLInputElement | HTMLSelectElement>());
  const focusFirstError = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // What the visitor typed into the page's form before this code arrived: it stays, and is sent.
  useTypedBeforeHydration(form, (typed) => {
    key.current = newKey();
    setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([name]) => name in v)) }));
  });
  // The same for the setup's fields, read in their order (their names repeat per site and type).
  useLayoutEffect(() => dispatchSetup({ type: 'adopt', fields: setupFields(form.current?.querySelector('[data-attached-setup]')) }), []);

  // The setup the address brings: in the first render when the page's form shows it, otherwise once
  // the form is the app's (its first render is the page's), and whenever the address brings another.
  const search = params.toString();
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changes
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && showsAddress) return;
    const attached = attachedFrom(params);
    if (!attached) return;
    dispatchSetup({ type: 'replace', draft: attached });
    key.current = newKey();
  }, [search]);

  /** The address without the setup: once it is removed or sent, a reload does not bring it back. */
  const forgetSetupInAddress = () =>
    setParams((previous) => new URLSearchParams(withoutSetup(previous)), { replace: true, preventScrollReset: true });

  // When this form appeared, signed by the API: it tells a person from a script that submits at once.
  // The page's form has one already (stampedToken); a form the app renders asks the API for one.
  useEffect(() => {
    if (stamped) return;
    let live = true;
    void fetchFormToken(apiBase).then((token) => live && setFormToken(token));
    return () => {
      live = false;
    };
  }, [apiBase, stamped]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = fieldsInError(errors)[0];
    if (first) fields.current.get(first)?.focus();
    else if (errors.setup) {
      // The setup's field in error, or its first.
      const box = form.current?.querySelector('[data-attached-setup]');
      (box?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? box?.querySelector<HTMLElement>('input, select'))?.focus();
    }
  }, [errors]);

  const showErrors = (next: Errors) => {
    focusFirstError.current = true;
    setErrors(next);
    setNotice(t.notices.error);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = e.target;
    key.current = newKey();
    setValues((v) => ({ ...v, [name]: value }));
    // The field's problem goes once it is being fixed; the form checks again on submit.
    setErrors((errs) => (errs[name as FieldName] ? { ...errs, [name]: undefined } : errs));
  };

  // Any change to the setup is a new request, and clears its problem; removing it says so.
  const onSetup = (action: AttachedAction) => {
    key.current = newKey();
    dispatchSetup(action);
    setSetupAt('');
    setErrors((errs) => (errs.setup ? { ...errs, setup: undefined } : errs));
    if (action.type !== 'remove') return;
    setNotice(SETUP_TEXTS[country].removed);
    forgetSetupInAddress();
    fields.current.get('firstName')?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return; // a double click sends one request
    inFlight.current = true;
    const check = await checkAgainstRules(values); // null: not checked here, the API checks
    const refused = check && !check.ok ? check.fields : null;
    const attached = setup ? checkedSetup(setup) : null;
    if (refused || (attached && !attached.ok)) {
      inFlight.current = false;
      const problems: Errors = { ...refused };
      if (attached && !attached.ok) {
        problems.setup = attached.issue;
        setSetupAt(attached.at);
      }
      showErrors(problems);
      return;
    }
    setSubmitting(true);
    setNotice(null);
    const result = await submitDemoRequest(apiBase, values, key.current, {
      formToken,
      honeypot,
      composition: pageComposition() ?? undefined,
      ...(attached?.ok ? { setup: attached.setup } : {}),
    });
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      // The same sentences as the page's own notices without JavaScript (locale/texts.ts), per country.
      toast('success', t.notices.sent);
      setValues({ ...EMPTY_FORM, countryCode: DEFAULT_COUNTRY_CODE });
      setErrors({});
      key.current = newKey();
      if (setup) {
        dispatchSetup({ type: 'remove' });
        forgetSetupInAddress();
      }
    } else if (result.kind === 'fields') {
      showErrors(result.fields);
    } else if (result.kind === 'limited') {
      setNotice(noticeText(t, result.reason === 'email' ? 'repeat' : 'busy', result.retryAfter));
    } else {
      toast('error', t.notices.failed);
    }
  };

  return (
    <DemoSectionView
      t={t}
      id={SECTION_ID}
      formRef={form}
      apiBase={apiBase}
      returnTo={rendered ? PAGE_URL_TOKEN : `${location.origin}${location.pathname}`}
      composition={rendered ? configToken('composition') : (pageComposition() ?? '')}
      formMark={addressViewMark(showsAddress && setup !== null)}
      formToken={formToken}
      values={values}
      errors={Object.fromEntries(Object.entries(errors).map(([f, issue]) => [f, issue?.message ?? '']))}
      invalid={Object.fromEntries(Object.entries(errors).map(([f, issue]) => [f, issue ? 'true' : 'false']))}
      notice={notice}
      submitting={submitting}
      honeypot={honeypot}
      onChange={onChange}
      onHoneypot={setHoneypot}
      onSubmit={onSubmit}
      attached={
        setup ? (
          <AttachedSetup
            t={SETUP_TEXTS[country]}
            id={SECTION_ID}
            draft={setup}
            dispatch={onSetup}
            problem={errors.setup?.message ?? ''}
            problemAt={errors.setup ? setupAt : ''}
          />
        ) : null
      }
      fieldRef={(name) => (el) => {
        if (el) fields.current.set(name, el);
        else fields.current.delete(name);
      }}
    />
  );
}
