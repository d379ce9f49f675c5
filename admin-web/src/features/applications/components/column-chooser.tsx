import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useId, useState } from 'react';
import { arrangeTitles, type useColumnChoice } from '../hooks/use-column-choice';

type ColumnChooserProps = {
  /** the titles staff can hide and move in this grid, in their default order */
  titles: readonly string[];
  columnChoice: ReturnType<typeof useColumnChoice>;
};

/** A "Columns" button opening a panel to show, hide and move the grid's columns; the names always show. */
export function ColumnChooser({ titles, columnChoice }: ColumnChooserProps) {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const { choice, setHidden, move, reset } = columnChoice;
  const arranged = arrangeTitles(choice, titles);

  const panel = (
    <section className="column-chooser" aria-labelledby={headingId}>
      <h3 id={headingId} className="column-chooser-heading">
        Show and order the columns
      </h3>
      <p className="column-chooser-note">Application No., First Name and Last Name always show.</p>
      <ul className="column-chooser-list">
        {arranged.map((title, index) => (
          <li key={title}>
            <Checkbox checked={!choice.hidden.includes(title)} onChange={(event) => setHidden(title, !event.target.checked)}>
              {title}
            </Checkbox>
            <span className="column-chooser-moves">
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`Move ${title} up`}
                title="Move up"
                disabled={index === 0}
                onClick={() => move(titles, title, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`Move ${title} down`}
                title="Move down"
                disabled={index === arranged.length - 1}
                onClick={() => move(titles, title, 1)}
              />
            </span>
          </li>
        ))}
      </ul>
      <Button onClick={reset}>Reset columns</Button>
    </section>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottom" open={isOpen} onOpenChange={setIsOpen}>
      <Button aria-haspopup="dialog" aria-expanded={isOpen}>
        Columns
      </Button>
    </Popover>
  );
}
