export type DetailsItem = {
  label: string;
  value: string;
};

type DetailsListProps = {
  items: DetailsItem[];
};

/** Read-only labelled values: two columns on wide screens, label above value on phones. */
export function DetailsList({ items }: DetailsListProps) {
  return (
    <dl className="details-list">
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
