import { __iconData as building } from "lucide-react/icons/building";
import { __iconData as conciergeBell } from "lucide-react/icons/concierge-bell";
import { __iconData as creditCard } from "lucide-react/icons/credit-card";
import { __iconData as headset } from "lucide-react/icons/headset";
import { __iconData as idCard } from "lucide-react/icons/id-card";
import { __iconData as store } from "lucide-react/icons/store";
import { __iconData as truck } from "lucide-react/icons/truck";
import { __iconData as undo } from "lucide-react/icons/undo-2";
import { siFacebook, siInstagram, siPinterest, siTiktok, siX, siYoutube } from "simple-icons";
import type { IconSet } from "./icon";

/**
 * The icons the footer's CMS content names (contracts: `teaserGroups[].heading.iconName` and
 * `socialMedia[].iconName`): the service teaser groups of spec §2 (lucide) and the social media
 * brands (simple-icons). Use with `<Icon name={iconName} set={footerIcons} />`.
 */
export const footerIcons: IconSet = {
  payment: creditCard.node,
  delivery: truck.node,
  store: store.node,
  returns: undo.node,
  contact: headset.node,
  "customer-card": idCard.node,
  services: conciergeBell.node,
  company: building.node,
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  youtube: siYoutube.path,
  pinterest: siPinterest.path,
  tiktok: siTiktok.path,
  x: siX.path,
};
