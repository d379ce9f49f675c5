import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/**
 * Every sub-view's way home (back-office spec §2): back to the admin home with the grid's filters
 * and name search kept, and every loaded answer fetched again, as the spec's page reload would.
 */
export function BackToAdminButton() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const { mutate } = useSWRConfig();

  const goHome = () => {
    const kept = new URLSearchParams(searchParams);
    kept.delete('view');
    void mutate(() => true);
    navigate({ pathname: '/admindashboard', search: kept.size > 0 ? `?${kept}` : '' }, { state });
  };

  return (
    <Button icon={<ArrowLeftOutlined />} onClick={goHome}>
      Back to Admin Page
    </Button>
  );
}
