import { __iconData as badgePercent } from "lucide-react/icons/badge-percent";
import { __iconData as baby } from "lucide-react/icons/baby";
import { __iconData as bean } from "lucide-react/icons/bean";
import { __iconData as bike } from "lucide-react/icons/bike";
import { __iconData as calendarSync } from "lucide-react/icons/calendar-sync";
import { __iconData as coffee } from "lucide-react/icons/coffee";
import { __iconData as cookingPot } from "lucide-react/icons/cooking-pot";
import { __iconData as heart } from "lucide-react/icons/heart";
import { __iconData as idCard } from "lucide-react/icons/id-card";
import { __iconData as layoutGrid } from "lucide-react/icons/layout-grid";
import { __iconData as leaf } from "lucide-react/icons/leaf";
import { __iconData as mars } from "lucide-react/icons/mars";
import { __iconData as shoppingBag } from "lucide-react/icons/shopping-bag";
import { __iconData as sofa } from "lucide-react/icons/sofa";
import { __iconData as stamp } from "lucide-react/icons/stamp";
import { __iconData as users } from "lucide-react/icons/users";
import { __iconData as venus } from "lucide-react/icons/venus";
import type { IconSet } from "./icon";

/**
 * The product areas of spec §1, by the kebab-case of their names. Kept apart from the footer's
 * icons so that an element pays for this set only when it shows product areas.
 * Use with `<Icon name="coffee" set={productIcons} />`.
 */
export const productIcons: IconSet = {
  coffee: coffee.node,
  "coffee-subscription": calendarSync.node,
  "loyalty-beans": bean.node,
  "coffee-stamps": stamp.node,
  "customer-card": idCard.node,
  community: users.node,
  wishlist: heart.node,
  bag: shoppingBag.node,
  assortment: layoutGrid.node,
  sale: badgePercent.node,
  kitchen: cookingPot.node,
  "living-furniture": sofa.node,
  kids: baby.node,
  men: mars.node,
  women: venus.node,
  "sport-and-hobby": bike.node,
  sustainability: leaf.node,
};
