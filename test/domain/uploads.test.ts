import { describe, expect, it } from 'vitest';
import { acceptImages, imageProblem } from '../../domain/uploads.ts';
import { profileImageProblem } from '../../domain/validation/profile.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('images a customer may send', () => {
  it('takes jpg, jpeg, png and gif of at most 2 MB', () => {
    expect(imageProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageProblem(file('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(imageProblem(file('a.png', 'image/png', 2 * MB))).toBeNull();
    expect(imageProblem(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull(); // a Blob has no name
  });

  it('refuses another format by type or by extension, and a file over 2 MB', () => {
    expect(imageProblem(file('a.webp', 'image/webp'))).toBe('format');
    expect(imageProblem(file('a.pdf', 'application/pdf'))).toBe('format');
    expect(imageProblem(file('photo.png.exe', 'image/png'))).toBe('format');
    expect(imageProblem(file('a.png', 'image/png', 2 * MB + 1))).toBe('size');
  });

  it('adds files up to 3 in all, in order, and names the first problem among the rest', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.gif', 'image/gif');
    const big = file('big.jpg', 'image/jpeg', 3 * MB);
    const pdf = file('c.pdf', 'application/pdf');
    expect(acceptImages(0, [a, b])).toEqual({ accepted: [a, b], problem: null });
    expect(acceptImages(0, [pdf, a, big])).toEqual({ accepted: [a], problem: 'format' });
    expect(acceptImages(2, [a, b])).toEqual({ accepted: [a], problem: 'count' });
    expect(acceptImages(3, [a])).toEqual({ accepted: [], problem: 'count' });
    expect(acceptImages(1, [big, a])).toEqual({ accepted: [a], problem: 'size' });
  });

  it("the profile photo follows the same rule, with the account page's messages", () => {
    expect(profileImageProblem(file('me.avif', 'image/avif'))).toBe('account.image.unsupported');
    expect(profileImageProblem(file('me.jpg', 'image/jpeg', 3 * MB))).toBe('account.image.tooLarge');
    expect(profileImageProblem(file('me.jpg', 'image/jpg'))).toBeNull();
  });
});
