import { createAppViteConfig } from '@bursary/web-ui/vite-config';

export default createAppViteConfig({ devPort: 5174, previewPort: 3001 });
