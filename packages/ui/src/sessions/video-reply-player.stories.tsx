import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeSampleVideo, samplePortrait } from '../../../../.storybook/sample-media';
import { VideoReplyPlayer } from './video-reply-player';

/** The avatar's video reply: a player with captions off by default and a Download link. */
const meta = {
  title: 'Sessions/VideoReplyPlayer',
  component: VideoReplyPlayer,
  args: { src: '', avatarName: 'Marion', download: 'session-reply.mp4', poster: samplePortrait },
  loaders: [async () => ({ videoUrl: await makeSampleVideo() })],
  render: (args, { loaded }) => <VideoReplyPlayer {...args} src={loaded.videoUrl as string} />,
  decorators: [
    (Story) => (
      <div style={{ width: 'min(32rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        keyboard: ["The browser's own video controls: Space plays and pauses, arrows seek."],
        accessibility: ["The player is named after the avatar ('Reply from Marion')."],
        dont: ["Don't autoplay a reply the user did not just ask for."],
      },
    },
  },
} satisfies Meta<typeof VideoReplyPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Download saves the file under the session's name. */
export const Download: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'session-reply.mp4',
    );
  },
};

/** On the Create Video screen the link opens the video in a new tab. */
export const NewTab: Story = { args: { download: 'new-tab' } };
