/**
 * What a third party does with the published SDK: register, list its sessions, build an avatar from
 * a portrait, start a session and get one video reply to a typed "Hello". It takes the SDK module as
 * an argument, so the ESM, CommonJS and browser entries each load the package their own way.
 */
module.exports = async function scenario(sdk, { baseUrl, name, photo }) {
  const client = new sdk.RebondClient({ baseUrl });
  const { user } = await client.auth.register({
    first_name: 'Third',
    last_name: 'Party',
    username: name,
    email: `${name}@example.com`,
    password: 'correct horse battery',
  });
  const before = await client.sessions.listByUser();

  const avatar = await client.avatars.createAvatar({ avatar_name: 'Anna' });
  const creation = await client.avatars.createEmotionalAvatars(avatar.id, photo);
  await until(() => client.avatars.getJob(creation.job_id), 'success');

  const session = await client.sessions.create({ avatar_id: avatar.id });
  const started = await client.videos.createFromText(session.id, 'Hello');
  const reply = await until(() => client.jobs.getSessionJob(started.job_id), 'polling_required');
  const render = await until(() => client.jobs.getSessionJob(reply.job_data.polling_job_id), 'success');

  const after = await client.sessions.listByUser();
  return {
    userId: user.id,
    sessionsBefore: before.length,
    sessionsAfter: after.map((listed) => listed.id),
    sessionId: session.id,
    videoUrl: new URL(render.job_data.video_url, `${baseUrl}/`).href,
  };
};

/** Reads a job every 250 ms until it reaches `status`; a failed job or two minutes throws. */
async function until(read, status) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await read();
    if (job.status === status) return job;
    if (job.status === 'failed') throw new Error(`job ${job.id} failed: ${JSON.stringify(job.job_data)}`);
    if (Date.now() > deadline) throw new Error(`job ${job.id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
