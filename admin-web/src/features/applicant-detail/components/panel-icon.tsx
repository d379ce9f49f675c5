import RightOutlined from '@ant-design/icons/RightOutlined';

/** The accordions' arrow, hidden from screen readers so each panel's button is named by its title alone. */
export function PanelIcon({ isActive }: { isActive?: boolean }) {
  return <RightOutlined aria-hidden rotate={isActive ? 90 : 0} />;
}
