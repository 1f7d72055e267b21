// npm run seed-messages -- [--count 10000] [--fan demo-fan] [--creator demo-creator]
// Fills the conversation of a fan and a creator with `count` messages (alternating senders, a minute apart,
// ending now), in one transaction: the data for the long-thread measurements of issue 11.
import { loadConfig } from '../config';
import { dbPlace, type DbPlace } from '../db/connect';
import { openAppDb } from '../db/sql-db';
import { createRepositories } from '../repositories';

const option = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function runSeedMessagesCli(
  args: string[],
  where: string | DbPlace,
  out: (line: string) => void,
  now = () => new Date(),
): Promise<number> {
  const count = Number(option(args, '--count') ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    out('Usage: npm run seed-messages -- [--count 10000] [--fan demo-fan] [--creator demo-creator]');
    return 2;
  }
  const place = dbPlace(where);
  const db = await openAppDb(place);
  try {
    const repos = createRepositories(db);
    const fan = await repos.users.findByLogin(option(args, '--fan') ?? 'demo-fan');
    const creator = await repos.users.findByLogin(option(args, '--creator') ?? 'demo-creator');
    if (!fan || !creator || creator.role !== 'performer' || fan.role === 'performer') {
      out('A fan and a creator are needed (seed the demo data first: npm start once)');
      return 1;
    }
    const end = now().getTime();
    const conversation = await repos.conversations.openPrivate(
      { userId: fan.id, source: 'user' },
      { userId: creator.id, source: 'performer' },
      creator.id,
      new Date(end - count * 60_000).toISOString(),
    );
    await db.transaction(async () => {
      for (let i = 0; i < count; i += 1) {
        const fromFan = i % 2 === 0;
        const at = new Date(end - (count - i) * 60_000).toISOString();
        const sender = fromFan ? fan : creator;
        await repos.messages.insert(
          {
            conversationId: conversation.id,
            type: 'text',
            text: `Message ${i + 1} of ${count}`,
            senderId: sender.id,
            senderSource: fromFan ? 'user' : 'performer',
            clientId: null,
            priceCents: 0,
          },
          [],
          at,
        );
        if (i === count - 1)
          await repos.conversations.touch(conversation.id, sender.id, `Message ${count}`, at);
      }
    })();
    out(`${count} messages in conversation ${conversation.id} (${fan.username} ↔ ${creator.username})`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  void runSeedMessagesCli(process.argv.slice(2), loadConfig(), (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
