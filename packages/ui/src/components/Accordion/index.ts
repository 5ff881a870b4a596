export type { AccordionItem, AccordionProps } from './Accordion';
export { Accordion } from './Accordion';
