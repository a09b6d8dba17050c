! Polynomial fits evaluated on the device, as physical-property and spectral codes do: the
! coefficients of a heat-capacity fit live in a COMMON block, a subroutine's local table of
! Chebyshev coefficients (computed by the host at each call) drives a Clenshaw recurrence,
! and both loops run in REGIONs on a distributed grid with sum and max reductions.
! dvmh-test: grids=4:4 2:2 3:3
program region3_poly_coeffs
  implicit none
  integer, parameter :: n = 96
  real(8) :: temp(n), cp(n), ch(n)
  real(8) :: cfit(0:5)
  common /fitcoef/ cfit
  real(8) :: s, cmax
  integer :: i, call_no
!dvm$ distribute temp(block)
!dvm$ align cp(i) with temp(i)
!dvm$ align ch(i) with temp(i)
  cfit = [28.98641d0, 1.853978d0, -9.647459d0, 16.63537d0, -7.519356d0, 0.9d0]
!dvm$ region
!dvm$ parallel (i) on temp(i)
  do i = 1, n
    temp(i) = 300d0 + 17.5d0 * i
  end do
!dvm$ parallel (i) on cp(i), private(s)
  do i = 1, n
    s = cfit(5)
    s = s * (temp(i) / 1000d0) + cfit(4)
    s = s * (temp(i) / 1000d0) + cfit(3)
    s = s * (temp(i) / 1000d0) + cfit(2)
    s = s * (temp(i) / 1000d0) + cfit(1)
    cp(i) = s * (temp(i) / 1000d0) + cfit(0)
  end do
!dvm$ end region
  s = 0
  cmax = -1
!dvm$ region
!dvm$ parallel (i) on cp(i), reduction(sum(s), max(cmax))
  do i = 1, n
    s = s + cp(i)
    cmax = max(cmax, cp(i))
  end do
!dvm$ end region
  print '(a, 2es22.14)', 'cp', s, cmax
  do call_no = 1, 3
    call chebyshev(temp, ch, n, call_no)
  end do
!dvm$ get_actual(cp, ch)
  print '(4es22.14)', cp(1), cp(n / 2), ch(3), ch(n - 4)
end program

subroutine chebyshev(temp, ch, n, order)
  implicit none
  integer :: n, order, i, k
  real(8) :: temp(n), ch(n)
!dvm$ inherit temp, ch
  real(8) :: c(0:8), x, b0, b1, b2, s
  do k = 0, 8
    c(k) = 1d0 / (1 + k * k) * (-1)**(k + order)
  end do
  s = 0
!dvm$ region
!dvm$ parallel (i) on ch(i), private(x, b0, b1, b2, k), reduction(sum(s))
  do i = 1, n
    x = (temp(i) - 1140d0) / 840d0
    b1 = 0
    b2 = 0
    do k = 8, 1, -1
      b0 = 2 * x * b1 - b2 + c(k)
      b2 = b1
      b1 = b0
    end do
    ch(i) = x * b1 - b2 + c(0)
    s = s + ch(i)
  end do
!dvm$ end region
  print '(a, i2, es22.14)', 'chebyshev', order, s
end subroutine
