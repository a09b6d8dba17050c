// The Mandelbrot set as ASCII art: escape-time iteration on a grid of complex numbers held as
// pairs of doubles, a character ramp indexed by iteration count, and an area estimate.
#include <stdio.h>

int main(void) {
    const char ramp[] = " .:-=+*#%@";
    const int maxit = 200, W = 60, H = 24;
    long inside = 0;
    for (int row = 0; row < H; row++) {
        double ci = 1.2 - 2.4 * row / (H - 1);
        for (int col = 0; col < W; col++) {
            double cr = -2.1 + 2.7 * col / (W - 1);
            double zr = 0, zi = 0;
            int it = 0;
            while (it < maxit && zr * zr + zi * zi <= 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = t;
                it++;
            }
            if (it == maxit) inside++;
            putchar(it == maxit ? '@' : ramp[it % 9]);
        }
        putchar('\n');
    }
    printf("inside %ld of %d, area estimate %.4f\n", inside, W * H, 2.7 * 2.4 * inside / (W * H));
    return 0;
}
