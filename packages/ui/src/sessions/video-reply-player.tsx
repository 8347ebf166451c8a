import { type ComponentProps, useState } from 'react';
import { useLocaleTag } from '../i18n/locale';
import { useCommonMessages } from '../i18n/use-common-messages';
import { cn } from '../lib/cn';
import { buttonVariants } from '../primitives/button';
import { Notice } from '../primitives/notice';
import { useSessionMessages } from './session-messages';

export interface VideoReplyPlayerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The video's URL. */
  src: string;
  /** A still shown before playing. */
  poster?: string | null;
  /** The avatar's name, for the player's accessible name. */
  avatarName: string;
  /**
   * How the Download link behaves: a file name saves the video under that name (the session page
   * uses session-{id}-reply-{n}.mp4); `'new-tab'` opens it in a new tab (the Create Video screen).
   */
  download: string | 'new-tab';
  /** Start playing as soon as it can (for a reply that has just arrived). @default false */
  autoPlay?: boolean;
  /** Called when the video has played to its end. */
  onEnded?(): void;
  /**
   * The reply's WebVTT captions (from the avatar's script) and their language tag, the language the
   * reply is spoken in (none for a reply made before the server said it); shown by default.
   */
  captions?: { src: string; srclang?: string | null } | null;
}

/** A language's name in the interface's language (`es` in English: "Spanish"), else the tag itself. */
function languageName(tag: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** An avatar's video reply with native controls, its captions track and a Download link. */
export function VideoReplyPlayer({
  src,
  poster,
  avatarName,
  download,
  autoPlay = false,
  onEnded,
  captions,
  className,
  ...props
}: VideoReplyPlayerProps) {
  const messages = useSessionMessages().player;
  const localeTag = useLocaleTag();
  const opensInNewTab = useCommonMessages().opensInNewTab;
  const [failed, setFailed] = useState(false);
  const newTab = download === 'new-tab';
  return (
    <div {...props} data-slot="video-reply" className={cn('rb-video-reply', className)}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there when the reply has captions; a reply made before captions existed has its words in the conversation beside the player */}
      <video
        className="rb-video-reply__video"
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        autoPlay={autoPlay}
        preload="metadata"
        aria-label={messages.videoLabel(avatarName)}
        data-slot="video-reply-video"
        onError={() => setFailed(true)}
        onEnded={onEnded}
      >
        {captions ? (
          <track
            kind="captions"
            src={captions.src}
            srcLang={captions.srclang ?? undefined}
            label={
              captions.srclang
                ? messages.captionsIn(languageName(captions.srclang, localeTag))
                : messages.captions
            }
            default
          />
        ) : null}
      </video>
      {failed ? <Notice tone="error">{messages.loadFailed}</Notice> : null}
      <a
        href={src}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        data-slot="video-reply-download"
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { download })}
      >
        {newTab ? (
          <>
            {messages.download}
            <span className="rb-visually-hidden"> {opensInNewTab}</span>
          </>
        ) : (
          messages.download
        )}
      </a>
    </div>
  );
}
