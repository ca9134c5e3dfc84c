import { defineModule } from '../platform/public';
import panel from './panel.json';

/** The AI plugin: its generation log. */
export const aiModule = defineModule({
  name: 'plugins/ai',
  contentTypes: { 'plugin::ai.ai-generation': {} },
  panel,
});
