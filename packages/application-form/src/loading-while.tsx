import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

// antd's own loading icon slides in and out, and a save that ends during that motion can leave it spinning (and
// read out as "loading") after the save; a plain icon comes and goes with the state.
export const loadingWhile = (isBusy: boolean) => (isBusy ? { icon: <LoadingOutlined /> } : false);
