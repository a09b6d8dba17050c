// One-dimensional arrays: local and global, initializers, sizeof, arrays passed to functions.
#include <stdio.h>

#define N 20
int squares[N];
double weights[] = {0.5, 1.5, 2.5, 3.5};

int sum(int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

void reverse(int a[], int n) {
    for (int i = 0; i < n / 2; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

int main(void) {
    int local[8] = {1, 2, 3};
    int i;
    for (i = 0; i < N; i++) squares[i] = i * i;
    printf("sum %d\n", sum(squares, N));
    reverse(squares, N);
    printf("%d %d %d\n", squares[0], squares[1], squares[N - 1]);
    printf("sizes %d %d %d\n", (int)sizeof(squares), (int)(sizeof(weights) / sizeof(weights[0])), (int)sizeof local);
    for (i = 0; i < 8; i++) printf("%d ", local[i]);
    printf("\n");
    double w = 0;
    for (i = 0; i < 4; i++) w += weights[i] * i;
    printf("w %.2f\n", w);
    return 0;
}
