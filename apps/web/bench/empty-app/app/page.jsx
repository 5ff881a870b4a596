export default function EmptyPage() {
  return null;
}
