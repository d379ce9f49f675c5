import { createAppViteConfig } from '@bursary/web-ui/vite-config';
import { prerender } from './prerender-plugin';

export default createAppViteConfig({ devPort: 5173, previewPort: 3000, hasEditorsMedia: true, plugins: [prerender()] });
