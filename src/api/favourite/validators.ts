import { z } from 'zod';
import { optionalString } from '../../plugins/contract/public';

/** POST /favourites/{type}/{id}: an optional note kept with an added favourite. */
export const toggleFavouriteSchema = z.object({ note: optionalString('note', { max: 500 }) });
