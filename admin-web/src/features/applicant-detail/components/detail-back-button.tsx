import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

type DetailBackButtonProps = {
  label: string;
  /** Where to go when this tab has no earlier page (the grid opens the screen in a new tab). */
  fallback: string;
};

// react-router numbers the entries it pushed in this tab; 0 means this is the tab's first page.
const hasEarlierPage = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Back to the page the person came from, or to the fallback when the screen was opened in a new tab. */
export function DetailBackButton({ label, fallback }: DetailBackButtonProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasEarlierPage()) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={goBack}>
      {label}
    </Button>
  );
}
