import { SiteSearchBox } from './SiteSearchBox';

/** The search box of the phone menu: one column, loaded when the menu first opens. */
export function MenuSearchBox() {
  return <SiteSearchBox id="menu-search" layout="stacked" />;
}
