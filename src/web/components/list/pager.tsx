import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/** The pages of a list (list kit): 'Showing 26–50 of 5,422' with Previous / Next; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  capped = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  /** total is a lower bound (a broad search): "1,000+", Next while pages are full. */
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1 && !capped) return null;
  const first = shown ? (page - 1) * pageSize + 1 : 0;
  const last = shown ? first + shown - 1 : 0;
  const totalText = `${total.toLocaleString('en-GB')}${capped ? '+' : ''}`;
  const hasNext = capped ? shown === pageSize : page < pages;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-col items-center justify-between gap-4 sm:flex-row">
      <p className="text-sm text-muted tabular-nums">
        {shown
          ? `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${totalText}`
          : `${totalText} in all`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(capped ? page - 1 : Math.min(page - 1, pages))}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <span className="px-2 text-sm text-muted tabular-nums">
          Page {page.toLocaleString('en-GB')}
          {capped ? '' : ` of ${pages.toLocaleString('en-GB')}`}
        </span>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
