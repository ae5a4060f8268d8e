/** A list of cards, one item each, keyed by the card's slug. */
import type { ReactNode } from 'react';

export function CardList<T extends { slug: string }>({
  className,
  items,
  card,
}: {
  className: string | undefined;
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.slug}>{card(item)}</li>
      ))}
    </ul>
  );
}
