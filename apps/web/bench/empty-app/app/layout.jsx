// The baseline of the per-route JavaScript budget: an App Router page with nothing on it,
// built with the same Next.js and React as the site (bench/run.ts builds and measures it).
export default function RootLayout({ children }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
