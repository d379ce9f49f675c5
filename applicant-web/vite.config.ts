import { createAppViteConfig } from '@bursary/web-ui/vite-config';

export default createAppViteConfig({ devPort: 5173, previewPort: 3000, hasEditorsMedia: true });
