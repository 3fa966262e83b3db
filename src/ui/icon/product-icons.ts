import {
  Baby as baby,
  BadgePercent as badgePercent,
  Bean as bean,
  Bike as bike,
  CalendarSync as calendarSync,
  Coffee as coffee,
  CookingPot as cookingPot,
  Heart as heart,
  IdCard as idCard,
  LayoutGrid as layoutGrid,
  Leaf as leaf,
  Mars as mars,
  ShoppingBag as shoppingBag,
  Sofa as sofa,
  Stamp as stamp,
  Users as users,
  Venus as venus,
} from "lucide";
import type { IconSet } from "./icon";

/**
 * The shop's product areas (coffee, wishlist, kitchen, …), by the kebab-case of their names. Kept
 * apart from the footer's icons so that an element pays for this set only when it shows product
 * areas. Use with `<Icon name="coffee" set={productIcons} />`.
 */
export const productIcons: IconSet = {
  coffee: coffee,
  "coffee-subscription": calendarSync,
  "loyalty-beans": bean,
  "coffee-stamps": stamp,
  "customer-card": idCard,
  community: users,
  wishlist: heart,
  bag: shoppingBag,
  assortment: layoutGrid,
  sale: badgePercent,
  kitchen: cookingPot,
  "living-furniture": sofa,
  kids: baby,
  men: mars,
  women: venus,
  "sport-and-hobby": bike,
  sustainability: leaf,
};
