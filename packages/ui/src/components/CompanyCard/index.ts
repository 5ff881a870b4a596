export type { CompanyCardCompany, CompanyCardProps } from './CompanyCard';
export { CompanyCard } from './CompanyCard';
