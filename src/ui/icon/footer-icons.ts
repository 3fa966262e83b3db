import { __iconData as briefcase } from "lucide-react/icons/briefcase";
import { __iconData as conciergeBell } from "lucide-react/icons/concierge-bell";
import { __iconData as creditCard } from "lucide-react/icons/credit-card";
import { __iconData as headset } from "lucide-react/icons/headset";
import { __iconData as idCard } from "lucide-react/icons/id-card";
import { __iconData as mapPin } from "lucide-react/icons/map-pin";
import { __iconData as truck } from "lucide-react/icons/truck";
import { __iconData as undo } from "lucide-react/icons/undo-2";
import { __iconNode as facebook } from "@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs";
import { __iconNode as instagram } from "@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs";
import { __iconNode as pinterest } from "@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs";
import { __iconNode as tiktok } from "@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs";
import { __iconNode as xBrand } from "@tabler/icons-react/dist/esm/icons/IconBrandX.mjs";
import { __iconNode as youtube } from "@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs";
import type { IconSet } from "./icon";

/**
 * The icons the footer's CMS content names (contracts: `teaserGroups[].heading.iconName` and
 * `socialMedia[].iconName`): the service teaser groups of spec §2 (lucide) and the social media
 * brands (Tabler's outline brand marks: lucide has none, and they draw on the same 24 × 24
 * stroked grid, at a tenth of the bytes of the filled logos). Use with `<Icon name={iconName} set={footerIcons} />`.
 */
export const footerIcons: IconSet = {
  payment: creditCard.node,
  delivery: truck.node,
  store: mapPin.node,
  returns: undo.node,
  contact: headset.node,
  "customer-card": idCard.node,
  services: conciergeBell.node,
  company: briefcase.node,
  instagram: instagram,
  facebook: facebook,
  youtube: youtube,
  pinterest: pinterest,
  tiktok: tiktok,
  x: xBrand,
};
