! QR factorisation by modified Gram-Schmidt on a tall matrix with adjustable dummies
! A(lda, n), column operations through a subroutine receiving columns as A(1, j), the
! orthogonality of Q and the reconstruction A = QR checked, and least-squares fitting
! of a quadratic by back substitution in R.
program mgs_qr
  implicit none
  integer, parameter :: lda = 20, m = 15, n = 3
  real(8) :: a(lda, n), q(lda, n), r(n, n), b(m), c(n), t, orth, recon
  real(8), external :: dotc
  integer :: i, j, k
  do i = 1, m
    t = (i - 1) / dble(m - 1)
    a(i, 1) = 1
    a(i, 2) = t
    a(i, 3) = t * t
    b(i) = 2 - 3 * t + 0.5d0 * t * t + 0.001d0 * sin(7.0d0 * i)
  end do
  do j = 1, n
    do i = 1, m
      q(i, j) = a(i, j)
    end do
  end do
  call mgs(q, lda, m, n, r)
  orth = 0
  do j = 1, n
    do k = 1, n
      t = dotc(q(1, j), q(1, k), m)
      if (j == k) t = t - 1
      orth = max(orth, abs(t))
    end do
  end do
  recon = 0
  do j = 1, n
    do i = 1, m
      t = 0
      do k = 1, j
        t = t + q(i, k) * r(k, j)
      end do
      recon = max(recon, abs(t - a(i, j)))
    end do
  end do
  write (*, '(a, 2l2)') 'orthogonal, reconstructs:', orth < 1.0d-12, recon < 1.0d-12
  write (*, '(3f12.6)') ((r(i, j), j = 1, n), i = 1, n)
  do j = 1, n
    c(j) = dotc(q(1, j), b, m)
  end do
  do j = n, 1, -1
    do k = j + 1, n
      c(j) = c(j) - r(j, k) * c(k)
    end do
    c(j) = c(j) / r(j, j)
  end do
  write (*, '(a, 3f10.5)') 'fit', c
contains
  subroutine mgs(w, ld, mm, nn, rr)
    integer, intent(in) :: ld, mm, nn
    real(8), intent(inout) :: w(ld, nn)
    real(8), intent(out) :: rr(nn, nn)
    integer :: jj, kk
    do jj = 1, nn
      do kk = 1, nn
        rr(kk, jj) = 0
      end do
    end do
    do jj = 1, nn
      rr(jj, jj) = sqrt(dotc(w(1, jj), w(1, jj), mm))
      call scal(w(1, jj), mm, 1 / rr(jj, jj))
      do kk = jj + 1, nn
        rr(jj, kk) = dotc(w(1, jj), w(1, kk), mm)
        call axpy(w(1, kk), w(1, jj), mm, -rr(jj, kk))
      end do
    end do
  end subroutine mgs
end program mgs_qr

real(8) function dotc(x, y, n)
  integer, intent(in) :: n
  real(8), intent(in) :: x(n), y(n)
  integer :: i
  dotc = 0
  do i = 1, n
    dotc = dotc + x(i) * y(i)
  end do
end function dotc

subroutine scal(x, n, s)
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  real(8), intent(in) :: s
  integer :: i
  do i = 1, n
    x(i) = x(i) * s
  end do
end subroutine scal

subroutine axpy(y, x, n, s)
  integer, intent(in) :: n
  real(8), intent(inout) :: y(n)
  real(8), intent(in) :: x(n), s
  integer :: i
  do i = 1, n
    y(i) = y(i) + s * x(i)
  end do
end subroutine axpy
