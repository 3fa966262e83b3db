import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { ElementProps } from "../../elements/define";
import {
  Banderole,
  BasePrice,
  Button,
  CopyCode,
  ExpansionPanel,
  FormLabel,
  Icon,
  IconButton,
  InputField,
  PasswordField,
  ibanRules,
  numberRules,
  Modal,
  Notification,
  PasswordStrengthMeter,
  ShowMore,
  Spinner,
  TextLink,
  footerIcons,
  formatDate,
  glyphs,
  passwordGlyphs,
  phonePrefixes,
  productIcons,
  type FormLabelProps,
  type IconSet,
} from "..";
import * as texts from "../texts/messages";

/**
 * Every widget of the kit in every state, in the element's locale, for QA (demo/widgets.html) and
 * the browser tests (test/ui/). The gallery's own words (headings, captions) are English; what the
 * widgets say comes from the catalogs. Counters (`data-count`) show which clicks got through.
 */
export function WidgetGallery(_props: ElementProps<Record<never, never>>) {
  return (
    <div className="gallery">
      <Icons />
      <Section title="Spinner">
        <Spinner size="small" />
        <Spinner />
        <Spinner size="large" label="Loading the footer" />
      </Section>
      <TextLinks />
      <Buttons />
      <Section title="Banderole and icon button">
        <Banderole text="New" />
        <Banderole text="-20 %" variant="sale" icon={<Icon name="sale" set={productIcons} size={12} />} />
        <Banderole
          text="Bio"
          variant="neutral"
          icon={<Icon name="sustainability" set={productIcons} size={12} />}
        />
        <IconButton icon={<Icon name="wishlist" set={productIcons} />} label="Add to wishlist" />
        <IconButton icon={<Icon name="bag" set={productIcons} />} label="Add to bag" size="large" />
        <IconButton icon={<Icon name="close" />} label="Disabled" disabled />
      </Section>
      <Notifications />
      <Section title="Form label">
        <FormLabels />
      </Section>
      <InputFields />
      <Panels />
      <Modals />
      <Section title="Copy code">
        <CopyCode code="WELCOME10" />
      </Section>
      <Texts />
    </div>
  );
}

function FormLabels() {
  const labels: [string, Omit<FormLabelProps, "htmlFor">][] = [
    ["label-plain", { children: "Plain label" }],
    ["label-optional", { children: "With optional marker", optionalText: "(optional)" }],
    [
      "label-required",
      {
        children: "Required, with icon",
        isRequired: true,
        icon: <Icon name="contact" set={footerIcons} size={16} />,
      },
    ],
    ["label-disabled", { children: "Disabled", isDisabled: true }],
  ];
  return labels.map(([id, props]) => (
    <div key={id}>
      <FormLabel htmlFor={id} {...props} />
      <input id={id} disabled={props.isDisabled} aria-required={props.isRequired} />
    </div>
  ));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} data-section={id}>
      <h2 id={id} lang="en">
        {title}
      </h2>
      <div className="demo">{children}</div>
    </section>
  );
}

function Counter({ id, count }: { id: string; count: number }) {
  return (
    <p id={id} data-count={count} lang="en">
      {id}: {count}
    </p>
  );
}

function IconSetDemo({ name, set }: { name: string; set: IconSet }) {
  return (
    <figure>
      <figcaption lang="en">{name}</figcaption>
      <ul className="icons">
        {Object.keys(set).map((icon) => (
          <li key={icon} lang="en">
            <Icon name={icon} set={set} size={12} />
            <Icon name={icon} set={set} size={16} />
            <Icon name={icon} set={set} />
            {icon}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Icons() {
  return (
    <Section title="Icon">
      <IconSetDemo name="Widget glyphs" set={glyphs} />
      <IconSetDemo name="Password field" set={passwordGlyphs} />
      <IconSetDemo name="Footer (teasers, social media)" set={footerIcons} />
      <IconSetDemo name="Product areas" set={productIcons} />
      <p lang="en">
        Labelled: <Icon name="coffee" set={productIcons} label="Coffee" /> · unknown name (renders nothing,
        logs once):{" "}
        <span id="unknown-icon">
          [<Icon name="no-such-icon" set={footerIcons} />]
        </span>
      </p>
    </Section>
  );
}

function TextLinks() {
  const arrow = <Icon name="chevron-down" size={16} />;
  return (
    <Section title="Text link">
      <TextLink href="/c/kaffee">Default</TextLink>
      <TextLink href="/c/kaffee" size="footnote">
        Footnote
      </TextLink>
      <TextLink href="/c/kaffee" variant="muted" icon={arrow}>
        Muted, icon at the start
      </TextLink>
      <TextLink href="https://www.example.org/" icon={arrow} iconPosition="end">
        Icon at the end
      </TextLink>
      <span className="inverted">
        <TextLink href="/contact" variant="inverted">
          Inverted
        </TextLink>
      </span>
      <TextLink id="disabled-link" href="/account" isDisabled>
        Disabled
      </TextLink>
      <TextLink id="unsafe-link" href="javascript:alert(1)">
        javascript: href (plain text)
      </TextLink>
    </Section>
  );
}

function Buttons() {
  const [clicks, setClicks] = useState(0);
  const [submits, setSubmits] = useState(0);
  const [isLoading, setLoading] = useState(true);
  const count = () => setClicks((n) => n + 1);
  const state = isLoading ? "loading" : "none";
  return (
    <Section title="Button">
      <Button onClick={count}>Primary</Button>
      <Button variant="secondary" onClick={count}>
        Secondary
      </Button>
      <Button variant="ghost" onClick={count}>
        Ghost
      </Button>
      <Button icon={<Icon name="bag" set={productIcons} size={16} />}>Prepend icon</Button>
      <Button variant="secondary" icon={<Icon name="chevron-down" size={16} />} iconPosition="append">
        Append icon
      </Button>
      <Button isDisabled>Disabled</Button>
      <Button id="loading-button" state={state} onClick={count}>
        Subscribe to the newsletter
      </Button>
      <Button variant="secondary" state="loading">
        Secondary loading
      </Button>
      <form
        id="loading-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmits((n) => n + 1);
        }}
      >
        <Button id="loading-submit" type="submit" width="full" state={state}>
          Full width submit
        </Button>
      </form>
      <label lang="en">
        <input
          type="checkbox"
          id="toggle-loading"
          checked={isLoading}
          onChange={() => setLoading(!isLoading)}
        />{" "}
        Loading
      </label>
      <Counter id="button-clicks" count={clicks} />
      <Counter id="form-submits" count={submits} />
    </Section>
  );
}

const STATES = ["info", "success", "error", "warning"] as const;
const VARIANTS = ["banner", "copysize", "footnotesize"] as const;

function Notifications() {
  const [isOpen, setOpen] = useState(true);
  const [closes, setCloses] = useState(0);
  return (
    <Section title="Notification">
      {VARIANTS.map((variant) =>
        STATES.map((state) => (
          <Notification key={variant + state} variant={variant} state={state}>
            {variant}, {state}
          </Notification>
        )),
      )}
      <Notification state="success" isTransparent>
        Transparent success
      </Notification>
      <div id="closable-notification">
        <Notification state="warning" isClosable isOpen={isOpen} onClose={() => setCloses((n) => n + 1)}>
          Closable warning
        </Notification>
      </div>
      <Button id="reopen-notification" variant="secondary" onClick={() => setOpen(!isOpen)}>
        {isOpen ? "Set isOpen false" : "Set isOpen true"}
      </Button>
      <Counter id="notification-closes" count={closes} />
    </Section>
  );
}

function InputFields() {
  const [password, setPassword] = useState("");
  const [date, setDate] = useState("");
  const [changes, setChanges] = useState("");
  return (
    <Section title="Input field">
      <InputField id="text-field" label="Text" name="text" helpText="A help text" />
      <InputField id="email-field" label="E-mail" type="email" isRequired autoComplete="email" />
      <PasswordField
        id="password-field"
        label="Password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        aria-describedby="strength-text"
      />
      <PasswordStrengthMeter password={password} id="strength-text" />
      <InputField
        id="number-field"
        label="Number (max. 5)"
        rules={numberRules}
        maxLength={5}
        onValueChange={setChanges}
      />
      <InputField id="iban-field" label="IBAN" rules={ibanRules} onValueChange={setChanges} />
      <p id="last-value" lang="en">
        Last value: {changes}
      </p>
      <InputField
        id="date-field"
        label="Date"
        helpText="DD.MM.YYYY or YYYY.MM.DD, formatted when the field loses focus"
        maxLength={10}
        value={date}
        onValueChange={setDate}
        onBlur={() => setDate(formatDate(date))}
      />
      <InputField
        id="error-field"
        label="Error"
        state="error"
        errorText="This field contains invalid characters"
        defaultValue="<>"
      />
      <InputField id="success-field" label="Success" state="success" defaultValue="Success" />
      <InputField id="valid-field" label="Valid" state="valid" variant="filled" defaultValue="Valid" />
      <InputField id="disabled-field" label="Disabled" isDisabled defaultValue="Disabled" />
      <InputField id="hidden-label-field" label="Search term" isLabelHidden optionalText="(optional)" />
    </Section>
  );
}

function Panels() {
  const [toggles, setToggles] = useState(0);
  return (
    <Section title="Expansion panel">
      <div id="panels">
        <ExpansionPanel title="Payment" onToggle={() => setToggles((n) => n + 1)}>
          <p lang="en">Pay by invoice, card or PayPal.</p>
        </ExpansionPanel>
        <ExpansionPanel title="Delivery" isInitiallyExpanded>
          <p lang="en">Free delivery from 25 €.</p>
        </ExpansionPanel>
      </div>
      <Counter id="panel-toggles" count={toggles} />
      <div id="show-more">
        <ShowMore>
          {Array.from({ length: 8 }, (_, n) => (
            <p key={n} lang="en">
              Line {n + 1} of a long product description that is cut at 96 px.
            </p>
          ))}
        </ShowMore>
      </div>
      <ShowMore>
        <p lang="en">A short text needs no button.</p>
      </ShowMore>
    </Section>
  );
}

function Modals() {
  const [size, setSize] = useState<"S" | "M" | "L">();
  const [closes, setCloses] = useState(0);
  return (
    <Section title="Modal">
      {(["S", "M", "L"] as const).map((each) => (
        <Button key={each} id={`open-modal-${each}`} variant="secondary" onClick={() => setSize(each)}>
          Open modal {each}
        </Button>
      ))}
      <Counter id="modal-closes" count={closes} />
      <Modal
        isOpen={size !== undefined}
        size={size}
        title="Preview settings"
        onClose={() => {
          setSize(undefined);
          setCloses((n) => n + 1);
        }}
        footer={<Button variant="secondary">Logout</Button>}
      >
        <InputField id="modal-date" label="Date" />
        <ExpansionPanel title="A/B Test settings">
          <InputField id="modal-test" label="Name" />
        </ExpansionPanel>
      </Modal>
    </Section>
  );
}

function Texts() {
  const { i18n } = useLingui();
  const rows: [string, string][] = [
    ["back to top", i18n._(texts.backToTop)],
    ["pagination", i18n._(texts.pageOfPages(2, 9))],
    ["pagination buttons", `${i18n._(texts.previousPage)} · ${i18n._(texts.nextPage)}`],
    ["energy class", i18n._(texts.energyEfficiencyClass("A+++"))],
    ["file removal", i18n._(texts.removeFile("invoice.pdf"))],
    ["search", i18n._(texts.search)],
    ["number plus/minus", `${i18n._(texts.increaseQuantity)} · ${i18n._(texts.decreaseQuantity)}`],
    ["phone", `${i18n._(texts.nationalPhoneNumber)} · ${i18n._(texts.areaCode)}`],
    ["search suggestion", i18n._(texts.insertSuggestion("Espresso"))],
    ["skip list", i18n._(texts.skipList)],
    ["slider", `${i18n._(texts.sliderPrevious)} · ${i18n._(texts.sliderNext)}`],
    ["slideshow", `${i18n._(texts.slideshowPrevious)} · ${i18n._(texts.slideshowNext)}`],
  ];
  return (
    <Section title="Interface texts">
      <table id="texts">
        <tbody>
          {rows.map(([what, text], n) => (
            <tr key={n}>
              <th scope="row" lang="en">
                {what}
              </th>
              <td>{text}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" lang="en">
              base price
            </th>
            <td id="base-price">
              <BasePrice quantity={500} unit="gram" basePrice={11.98} currency="EUR" baseUnit="kilogram" />
            </td>
          </tr>
        </tbody>
      </table>
      <label lang="en">
        Phone prefix{" "}
        <select id="phone-prefix">
          {phonePrefixes(i18n).map(({ region, name, prefix }) => (
            <option key={region} value={region}>
              {name} {prefix}
            </option>
          ))}
        </select>
      </label>
    </Section>
  );
}
