import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { COUNTRIES, type Country } from "../../config/countries";
import { LOCALE_BY_SITE, type Site } from "../../config/sites";
import { Icon } from "../../ui/icon/icon";

/**
 * Each country's own shop site as one control: a `<details>` whose `<summary>` names the current
 * site ("Deutschland · Deutsch") and opens the list of every site's link. HTML opens and
 * closes it before any script runs (a server-rendered footer, JavaScript off); once the script
 * runs, Escape and a press outside it close it as well.
 */
export function CountrySelector({ site, logos }: { site: Site; logos: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const current = COUNTRIES.find(({ code }) => code === site);
  const details = useClosingDisclosure();
  return (
    <nav part="countries" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t`Choose your country`}
      </h2>
      <details ref={details}>
        <summary>
          {current && <CountryName country={current} logos={logos} />}
          <Icon name="chevron-down" size={16} />
        </summary>
        <ul>
          {COUNTRIES.map((country) => (
            <li key={country.code}>
              <a href={country.href} aria-current={country.code === site || undefined}>
                <CountryName country={country} logos={logos} />
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/** The flag (decorative: the name says it) and the site's country and language, in its own language. */
function CountryName({ country, logos }: { country: Country; logos: string }) {
  return (
    <>
      <img src={logos + country.flag} alt="" width={24} height={16} loading="lazy" />
      <span lang={LOCALE_BY_SITE[country.code]}>
        {country.label} <span className="language">{country.language}</span>
      </span>
    </>
  );
}

/**
 * Escape closes the open disclosure (and gives the focus back to its summary) and a press anywhere
 * outside it closes it, as a menu does. Two listeners for the element's lifetime, idle while it is
 * closed.
 */
function useClosingDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      event.preventDefault();
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && !event.composedPath().includes(element)) element.open = false;
    };
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
  return details;
}
