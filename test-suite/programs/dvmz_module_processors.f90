! dvmh-test: procs=2 4
! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! A PROCESSORS arrangement declared in a module that holds no distributed array, used by
! the program units that USE it: a subroutine's local array distributed ONTO it (the module
! sets the arrangement up when first needed), an internal procedure of the main program
! remapping the main program's DYNAMIC array ONTO it, and a module procedure of a second
! module; each computes a stencil and a reduction on the arrangement.
module arrangement
  implicit none
!dvm$ processors q(2, number_of_processors() / 2)
end module arrangement

module ops
  use arrangement
  implicit none
contains
  real(8) function smooth_sum(n)
    integer, intent(in) :: n
    real(8) :: c(n, n), d(n, n), s
    integer :: i, j
!dvm$ distribute c(block, block) onto q
!dvm$ align d(i, j) with c(i, j)
!dvm$ parallel (j, i) on c(i, j)
    do j = 1, n
      do i = 1, n
        c(i, j) = mod(i * 3 + j, 5) * 0.5d0
        d(i, j) = 0d0
      end do
    end do
    s = 0d0
!dvm$ parallel (j, i) on d(i, j), shadow_renew(c(corner)), reduction(sum(s))
    do j = 2, n - 1
      do i = 2, n - 1
        d(i, j) = (c(i - 1, j - 1) + c(i + 1, j + 1) + c(i, j)) / 3d0
        s = s + d(i, j) * i
      end do
    end do
    smooth_sum = s
  end function smooth_sum
end module ops

subroutine local_grid(n, total)
  use arrangement
  implicit none
  integer, intent(in) :: n
  real(8), intent(out) :: total
  real(8) :: b(n, n)
  integer :: i, j
!dvm$ distribute b(block, block) onto q
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, n
    do i = 1, n
      b(i, j) = i + 10 * j
    end do
  end do
  total = 0d0
!dvm$ parallel (j, i) on b(i, j), shadow_renew(b), reduction(sum(total))
  do j = 2, n - 1
    do i = 2, n - 1
      total = total + b(i - 1, j) * b(i, j + 1) * 1d-3
    end do
  end do
end subroutine local_grid

program dvmz_module_processors
  use arrangement
  use ops
  implicit none
  integer, parameter :: n = 10
  real(8) :: a(n, n), t, s
  integer :: i, j
!dvm$ dynamic a
  call local_grid(9, t)
  write (*, '(a, f14.6)') 'local array onto q', t
  write (*, '(a, f14.6)') 'module procedure', smooth_sum(11)
  call remap
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = 1d0 / (i + j)
    end do
  end do
  s = 0d0
!dvm$ parallel (j, i) on a(i, j), shadow_renew(a), reduction(sum(s))
  do j = 2, n - 1
    do i = 2, n - 1
      s = s + a(i + 1, j) - a(i, j - 1)
    end do
  end do
  write (*, '(a, f14.8)') 'remapped array', s
contains
  subroutine remap
!dvm$ redistribute a(block, block) onto q
  end subroutine remap
end program dvmz_module_processors
