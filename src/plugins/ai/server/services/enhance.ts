import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../contract/public';
import { modelOf } from '../adapters/openai';
import { enhanceAnswer } from '../presenters/answers';
import { tidyText } from './builtin/enhance';
import { withFallback } from './engines/fallback';
import { enhanceMessages } from './engines/prompts';
import { ai } from '../../accessor';

/** POST /enhance: a model rewrites; the builtin engine tidies (and says so through `engine`). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async enhance(principal: Principal, content: string) {
    const started = Date.now();
    const { result } = await ai(strapi).metering.run(principal, null, async () => {
      const answer = await withFallback(
        modelOf(strapi),
        (model) => model.text(enhanceMessages(content), { temperature: 0.5, maxTokens: 2000 }),
        () => tidyText(content),
      );
      await ai(strapi).generations.recordAnswer(principal.id, 'enhance', answer, started);
      return answer;
    });
    return enhanceAnswer(result);
  },
});
