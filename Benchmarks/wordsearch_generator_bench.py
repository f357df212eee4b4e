"""WordSearch comparison: the PyPI package word-search-generator on the sizes `arcade-bench wordsearch` times.

Same words (the shipped Animals theme, a seeded draw per puzzle), same sizes and word counts:
10x10 level 1 (right and down) with 8 words, 20x20, 30x30 and 50x50 level 3 (all eight directions)
with 30, 60 and 100. Prints the median and p95 of one generation in ms, and how many words it placed.
"""
import random
import statistics
import sys
import time

try:
    from word_search_generator import WordSearch
except ImportError:
    print("(word-search-generator not installed: pip install word-search-generator)")
    sys.exit(0)

CASES = [(10, 1, 8, 100), (20, 3, 30, 40), (30, 3, 60, 20), (50, 3, 100, 8)]


def letters(word):
    return "".join(c for c in word.upper() if "A" <= c <= "Z")


def theme_words(path):
    words = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or line.lower().startswith("theme:"):
                continue
            words.append(letters(line))
    return words


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "data/wordsearch/animals.txt"
    words = theme_words(path)
    print(f"word-search-generator, {len(words)} Animals words, puzzles per case as shown")
    for size, level, count, puzzles in CASES:
        samples, placed = [], []
        for seed in range(puzzles):
            random.seed(seed)
            chosen = [w for w in random.sample(words, len(words)) if len(w) <= size][:count]
            start = time.perf_counter()
            puzzle = WordSearch(", ".join(chosen), level=level, size=size)
            _ = puzzle.puzzle
            samples.append((time.perf_counter() - start) * 1000)
            placed.append(len(puzzle.placed_words))
        samples.sort()
        p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95 + 0.999) - 1)]
        name = f"{size}x{size} level {level}/{count}"
        print(f"  {name:<18} median {statistics.median(samples):.3f} ms   p95 {p95:.3f} ms   "
              f"words placed min {min(placed)}/{count}, all {count} in {placed.count(count)}/{puzzles} puzzles")


if __name__ == "__main__":
    main()
