import {
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
  type RefObject,
} from "react";
import { fetchCustomerBaseData, subscribeToNewsletter, type CustomerBaseData } from "../../api/newsletter";
import type { ServiceContext } from "../../api/request";
import {
  INVALID_FIELD_FOCUS_DELAY_MS,
  NEWSLETTER_SITES,
  SALUTATIONS,
  type NewsletterSite,
} from "../../config/newsletter";
import { trackSignUp } from "../../tracking/tracking";
import type { ElementProps } from "../element-definition";
import { useFormWithoutScript, useOnHydration } from "../../lib/prerender";
import { afterPress, watchPresses } from "./after-press";
import type { newsletterAttributes } from "./attributes";
import { useLinkConfirmation } from "./double-opt-in";
import {
  bySection,
  formSchemaFor,
  hasRequiredNote,
  shownFields,
  toSubscriberRequest,
  type FieldView,
  type ShownField,
} from "./fields";
import {
  EMPTY_VALUES,
  isBot,
  isValidated,
  validateField,
  validateForm,
  type FormSchema,
  type FormValues,
} from "./form-rules";
import { INITIAL_STATE, formReducer, type FormAction, type FormState } from "./form-state";

export type NewsletterProps = ElementProps<typeof newsletterAttributes>;

const ignoreAbort = () => undefined;

/** What a logged-in customer's form starts with; a salutation the form does not know is left out. */
function prefilledValues(data: CustomerBaseData): FormValues {
  const salutation = SALUTATIONS.find((known) => known === data.salutation) ?? "";
  return {
    ...EMPTY_VALUES,
    email: data.email,
    salutation,
    firstName: data.firstName ?? "",
    lastName: data.lastName ?? "",
  };
}

/** A logged-in customer's base data prefills the form, unless they already typed. */
function useCustomerPrefill(context: ServiceContext, dispatch: Dispatch<FormAction>): void {
  useEffect(() => {
    const controller = new AbortController();
    fetchCustomerBaseData(context, { signal: controller.signal }).then((customer) => {
      if (controller.signal.aborted || !customer) return;
      dispatch({ type: "prefilled", customer, values: prefilledValues(customer) });
    }, ignoreAbort);
    return () => controller.abort();
  }, [context, dispatch]);
}

interface HydrationInputs {
  id: string;
  shown: readonly ShownField[];
  schema: FormSchema;
  formRef: RefObject<HTMLFormElement | null>;
  dispatch: Dispatch<FormAction>;
}

/**
 * A server-rendered form may have been typed into before the script ran. Hydration keeps the
 * fields' text but not the form's state, and the next render would write the state's empty
 * values back: so once hydrated, the form takes every value the fields hold into its state.
 */
function useInputBeforeHydration({ id, shown, schema, formRef, dispatch }: HydrationInputs): void {
  useOnHydration(() => {
    const root = formRef.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    for (const { spec } of shown) {
      const control = root.getElementById(`${id}${spec.key}`);
      if (control instanceof HTMLInputElement && spec.control === "consent") {
        if (control.checked) change(schema, dispatch, spec.key, true);
      } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        if (control.value) change(schema, dispatch, spec.key, control.value);
      }
    }
  });
}

/** An AbortController that is aborted when the form leaves the page: no call of it outlives it. */
function useLifetime() {
  const lifetime = useRef<AbortController>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);
  return lifetime;
}

/**
 * The newsletter form's state and what it does: the fields its site shows, bound to their values
 * and errors; the double-opt-in link; the logged-in customer's prefill; the sign-up. The
 * component only renders what this returns.
 */
export function useNewsletterForm(props: NewsletterProps) {
  const { site, apiBase, subscriberToken } = props;
  const config = NEWSLETTER_SITES[site];
  const context = useMemo(() => ({ site, apiBase }), [site, apiBase]);
  const id = useId();
  // Answering a form posted without the script, the server renders the state its submit left.
  const { action, posted } = useFormWithoutScript();
  const [state, dispatch] = useReducer(
    formReducer,
    (posted?.state as FormState | undefined) ?? INITIAL_STATE,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useLinkConfirmation(context, subscriberToken, dispatch);
  useCustomerPrefill(context, dispatch);
  // Checks on blur wait for the end of a pointer press (./after-press.ts).
  useEffect(watchPresses, []);
  // The form that held the focus is gone: the success message takes it, so the keyboard and
  // the screen reader stay where the visitor is (the message is also announced as a status). The
  // block is now much shorter than the form was: on a phone its heading may be above the screen,
  // so the block is scrolled into view with the message.
  useEffect(() => {
    if (state.phase.name !== "signedUp") return;
    const message = statusRef.current;
    message?.focus({ preventScroll: true });
    message?.closest("section")?.scrollIntoView({ block: "nearest" });
  }, [state.phase.name]);

  const shown = shownFields(config, state.customer);
  // The rules follow what is shown: a consent the customer already gave is not checked.
  const schema = useMemo(() => formSchemaFor(config, state.customer), [config, state.customer]);
  const isRequiredMarked = hasRequiredNote(shown);
  useInputBeforeHydration({ id, shown, schema, formRef, dispatch });
  const submit = useSignUp({ props, context, schema, state, shown, dispatch, formRef });
  const { phase, values } = state;
  return {
    id,
    config,
    phase,
    isBusy: phase.name === "submitting",
    isDone: phase.name === "signedUp" || phase.name === "confirmed",
    /** A field holds a value or a tick: the form stays open (newsletter-signup.css). */
    hasValue: shown.some(({ spec }) => Boolean(values[spec.key])),
    hasRequiredNote: isRequiredMarked,
    isLinkInvalid: state.isLinkInvalid,
    /** The full data protection notice the first layer links to: the element's, else the site's. */
    privacyNotice: props.privacyNotice ?? config.privacyNotice,
    sections: bySection(
      shown.map((field) => bindField(field, { id, config, schema, state, dispatch, isRequiredMarked })),
      config,
    ),
    honeypot: {
      value: values.honeypot,
      onChange: (value: string) => change(schema, dispatch, "honeypot", value),
    },
    submit,
    /** Where the form posts before the script runs or without it (rendered on the server only). */
    action,
    /** The page to go back to, on the page that answers such a post. */
    returnTo: posted?.returnTo,
    formRef,
    statusRef,
  };
}

export type NewsletterForm = ReturnType<typeof useNewsletterForm>;

function change(
  schema: FormSchema,
  dispatch: Dispatch<FormAction>,
  field: keyof FormValues,
  value: string | boolean,
): void {
  const error = isValidated(field) ? validateField(schema, field, value) : undefined;
  dispatch({ type: "changed", field, value, error } as FormAction);
}

interface Binding {
  id: string;
  config: NewsletterSite;
  schema: FormSchema;
  state: FormState;
  dispatch: Dispatch<FormAction>;
  /** The form marks its required fields with an asterisk (see hasRequiredNote). */
  isRequiredMarked: boolean;
}

/** One shown field with its value, error, state and handlers, the same way for every field. */
function bindField(
  { spec, presence }: ShownField,
  { id, config, schema, state, dispatch, isRequiredMarked }: Binding,
): FieldView {
  const { key } = spec;
  const { values, startValues } = state;
  // A value the shop already knew stays as it is where the site locks it.
  const isLocked = Boolean(config.lockedOnceKnown?.includes(key) && startValues[key]);
  const shared = {
    id: `${id}${key}`,
    presence,
    error: isValidated(key) ? state.errors[key] : undefined,
    isDisabled: state.phase.name === "submitting" || isLocked,
    showsRequiredMark: presence === "required" && isRequiredMarked,
    // A field is checked when it loses focus, once a pointer press under way has ended.
    onBlur: () => {
      if (!isValidated(key)) return;
      const error = validateField(schema, key, values[key]);
      afterPress(() => dispatch({ type: "checked", field: key, error }));
    },
    // The invalid-link notice stands above the field: a press on the field must not move it.
    onFocus: spec.dismissesLinkNotice
      ? () => afterPress(() => dispatch({ type: "linkNoticeDismissed" }))
      : undefined,
  };
  const onChange = (value: string | boolean) => change(schema, dispatch, key, value);
  // The spec's kind says its value's: a consent's key holds a tick, the others' text.
  return { ...shared, control: spec.control, spec, value: values[key], onChange } as FieldView;
}

interface SignUpInputs {
  props: NewsletterProps;
  context: ServiceContext;
  schema: FormSchema;
  state: FormState;
  shown: readonly ShownField[];
  dispatch: Dispatch<FormAction>;
  formRef: React.RefObject<HTMLFormElement | null>;
}

/** The form's submit handler: checks the form, then signs up, once at a time. */
function useSignUp({ props, context, schema, state, shown, dispatch, formRef }: SignUpInputs) {
  const { site, origin, originAddition, internal, emit } = props;
  // A ref, not state: a second click or Enter in the same tick must already see it.
  const isSubmitting = useRef(false);
  const lifetime = useLifetime();

  /**
   * Focuses the first invalid field in the order the form shows them (a Hungarian form asks for
   * the family name first), once the errors have rendered.
   */
  function focusFirstInvalidField() {
    setTimeout(() => {
      const element = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: "center" });
    }, INVALID_FIELD_FOCUS_DELAY_MS);
  }

  function signUp(email: string, isRealSignUp: boolean) {
    dispatch({ type: "signedUp", email });
    trackSignUp(origin);
    if (isRealSignUp) emit("shop-newsletter-subscribed", { site, origin });
  }

  return async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting.current) return;
    const { values } = state;
    if (isBot(values)) return signUp(values.email, false);
    const { errors, trimmed } = validateForm(schema, values);
    if (errors) {
      dispatch({ type: "invalid", errors });
      focusFirstInvalidField();
      return;
    }
    isSubmitting.current = true;
    // Disabling the focused field would drop the focus to the page: the button (loading, still
    // enabled) takes it.
    const form = formRef.current;
    const root = form?.getRootNode() as ShadowRoot | undefined;
    if (form?.contains(root?.activeElement ?? null))
      form.querySelector<HTMLElement>("[type=submit]")?.focus();
    dispatch({ type: "sent" });
    const signal = lifetime.current?.signal;
    // The call waits for the next task, so that the browser can paint the busy button in between
    // (Chromium paints first after an input): setting up the request, mostly fetch's own work,
    // takes 18–26 ms of a phone's main thread, and the tap's answer would wait for it (bench:inp).
    await new Promise((resolve) => setTimeout(resolve));
    const subscriber = toSubscriberRequest(shown, trimmed, { origin, originAddition });
    const result = await subscribeToNewsletter(context, subscriber, { isInternal: internal, signal }).catch(
      ignoreAbort,
    );
    isSubmitting.current = false;
    if (!result || signal?.aborted) return;
    if (result === "SUCCESS") return signUp(trimmed.email, true);
    if (result === "ERROR_INVALID_EMAIL") {
      dispatch({ type: "emailRejected" });
      focusFirstInvalidField();
    } else {
      dispatch({ type: "failed" });
    }
  };
}
