import {
  Briefcase as briefcase,
  ConciergeBell as conciergeBell,
  CreditCard as creditCard,
  Headset as headset,
  IdCard as idCard,
  MapPin as mapPin,
  Truck as truck,
  Undo2 as undo,
} from "lucide";
import { __iconNode as facebook } from "@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs";
import { __iconNode as instagram } from "@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs";
import { __iconNode as pinterest } from "@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs";
import { __iconNode as tiktok } from "@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs";
import { __iconNode as xBrand } from "@tabler/icons-react/dist/esm/icons/IconBrandX.mjs";
import { __iconNode as youtube } from "@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs";
import type { IconSet } from "./icon";

/**
 * The icons the footer's CMS content names (`teaserGroups[].heading.iconName` and
 * `socialMedia[].iconName`): the service teaser groups (lucide) and the social media brands
 * (Tabler's outline brand marks: lucide has none, and they draw on the same 24 × 24 stroked grid,
 * at a tenth of the bytes of the filled logos; `__iconNode` is their per-icon module's export of
 * the drawing, see `pure` in scripts/build-scripts.mjs). Use with
 * `<Icon name={iconName} set={footerIcons} />`.
 */
export const footerIcons: IconSet = {
  payment: creditCard,
  delivery: truck,
  store: mapPin,
  returns: undo,
  contact: headset,
  "customer-card": idCard,
  services: conciergeBell,
  company: briefcase,
  instagram: instagram,
  facebook: facebook,
  youtube: youtube,
  pinterest: pinterest,
  tiktok: tiktok,
  x: xBrand,
};
