import { OCCUPATIONS } from '@jobsite/domain/masters';
import Link from 'next/link';

// Skeleton home page: the occupation entry points. The full home of spec §2 replaces it.
export default function HomePage() {
  return (
    <main>
      <h1>職種から求人を探す</h1>
      <ul>
        {OCCUPATIONS.map((occupation) => (
          <li key={occupation.id}>
            <Link href={`/${occupation.occupationNameEn}`}>{occupation.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
