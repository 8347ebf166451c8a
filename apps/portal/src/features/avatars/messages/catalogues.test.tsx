import { CHARACTER_TEMPLATES, LOCALES } from '@rebond/ui';
import { describe, expect, it } from 'vitest';
import { avatarMessages } from './all-locales';

describe('the avatar catalogues', () => {
  const lists = (catalogue: typeof avatarMessages.en) => [
    catalogue.wizard.stepNames.length,
    catalogue.wizard.stepTitles.length,
    catalogue.wizard.quickNavNames.length,
    catalogue.monitor.messages.length,
    catalogue.failure.tips.length,
    catalogue.success.steps.length,
    Object.keys(catalogue.character.templateNames).length,
    Object.keys(catalogue.success.emotions).length,
  ];

  it.each(LOCALES)(
    '%s has every list at full length, a name for each template and no empty text',
    (locale) => {
      const catalogue = avatarMessages[locale];
      expect(lists(catalogue)).toEqual([5, 5, 5, 8, 4, 3, 6, 8]);
      for (const template of CHARACTER_TEMPLATES)
        expect(catalogue.character.templateNames[template.id]).toBeTruthy();
      const texts: string[] = [];
      const walk = (value: unknown) => {
        if (typeof value === 'string') texts.push(value);
        else if (typeof value === 'object' && value) Object.values(value).forEach(walk);
      };
      walk(catalogue);
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    },
  );
});
