import { type NextRequest, NextResponse } from 'next/server';
import { searchTargetPath } from '@/features/search/search-target';

/** The search form's GET target: redirects to the matching list page (works without JS). */
export function GET(request: NextRequest) {
  return NextResponse.redirect(
    new URL(searchTargetPath(request.nextUrl.searchParams), request.url),
    303,
  );
}
