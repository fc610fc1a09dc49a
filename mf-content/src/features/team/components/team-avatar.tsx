import { getRuntimeConfig } from '@minesite/shared/config';
import { uploadSrcSet } from '@minesite/shared/domain';

/** The member's uploaded photo, else the first letter of the name, in a 44 px circle. */
export function TeamAvatar({ name, photo }: { name: string; photo: string | null }) {
  if (!photo) {
    return (
      <span className="content-avatar" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  const api = getRuntimeConfig().apiBaseUrl;
  return (
    <img
      className="content-avatar"
      src={`${api}${photo}`}
      srcSet={uploadSrcSet(photo, api)}
      sizes="44px"
      width={44}
      height={44}
      alt=""
      loading="lazy"
    />
  );
}
