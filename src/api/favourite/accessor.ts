/**
 * The favourite module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type favouritesService from './services/favourites';

export type FavouriteServices = { readonly favourites: ReturnType<typeof favouritesService> };
/** `favourites(strapi).favourites.toggle(…)`: the favourites module's services, typed. */
export const favourites = apiServices<FavouriteServices>('favourite', { favourites: 'favourites' });
