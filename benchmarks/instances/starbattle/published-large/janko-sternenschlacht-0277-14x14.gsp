# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/277.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  1  2  2  2  2  2  3  3  3  4  4  4
 1  1  1  2  2  2  3  3  3  3  3  4  4  4
 1  5  5  5  5  5  3  3  3  3  3  3  4  6
 1  7  5  5  5  5  5  5  3  3  6  3  3  6
 1  7  7  7  5  5  5  3  3  3  6  6  6  6
 1  1  7  7  7  5  5  8  8  8  6  6  6  6
 9  1  7  7  7  8  8  8  8  8 10 10  6  6
 9  9  9  9  9  8  8  8 10 10 10  6  6  6
 9  9  9  9  9 10 10 10 10 11 11  6  6  6
 9  9  9  9  9  9 12 10 10 11 11 11  6  6
13 13  9  9 12 12 12 10 10 11 10 10  6  6
13  9  9  9 12 12 12 12 10 10 10 10 10  6
13 13 13 12 12 12 12 14 14 14 14 14 10 10
13 13 13 13 13 13 12 14 14 14 14 14 14 14
