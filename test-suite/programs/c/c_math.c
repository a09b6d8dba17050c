// math.h: elementary functions, pow, fabs, floor/ceil, fmod, atan2, hypot, and the M_PI macro.
#include <stdio.h>
#include <math.h>

int main(void) {
    double x;
    for (x = 0.25; x < 3.0; x += 0.5)
        printf("%.6f %.6f %.6f %.6f %.6f\n", sqrt(x), exp(x), log(x), sin(x), cos(x));
    printf("%.6f %.6f %.6f\n", pow(2.0, 10.5), fabs(-3.25), atan2(1.0, -1.0));
    printf("%.1f %.1f %.1f %.1f\n", floor(-2.5), ceil(-2.5), floor(2.5), ceil(2.5));
    printf("%.4f %.4f\n", fmod(10.5, 3.0), hypot(3.0, 4.0));
    printf("%.10f\n", M_PI);
    printf("%.6f %.6f\n", tan(0.5), atan(2.0));
    float f = 2.0f;
    printf("%.5f %.5f\n", sqrtf(f), powf(f, 0.5f));
    printf("%.3f %d\n", round(2.5), (int)lround(-3.5));
    return 0;
}
