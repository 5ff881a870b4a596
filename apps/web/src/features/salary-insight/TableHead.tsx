import * as css from './SalaryInsight.css';

/** The column headings of a salary table. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={css.headCell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
